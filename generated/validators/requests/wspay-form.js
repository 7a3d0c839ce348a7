// DO NOT EDIT: generated from schemas/requests/wspay-form.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WspayForm","description":"The hosted payment form a shop posts to the sandbox gateway (WSPay form protocol 2.0, decision 045), and on the sandbox's own page the card number and the shopper's choice (pay or cancel).","type":"object","properties":{"ShopID":{"type":"string","minLength":1,"maxLength":100},"ShoppingCartID":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9_.-]+$"},"Version":{"type":"string","const":"2.0"},"TotalAmount":{"type":"string","pattern":"^\\d{1,9},\\d{2}$"},"Signature":{"type":"string","minLength":1,"maxLength":256},"ReturnURL":{"type":"string","format":"uri","maxLength":2000},"ReturnErrorURL":{"type":"string","format":"uri","maxLength":2000},"CancelURL":{"type":"string","format":"uri","maxLength":2000},"Lang":{"type":"string","maxLength":2},"CustomerFirstName":{"type":"string","maxLength":200},"CustomerLastName":{"type":"string","maxLength":200},"CustomerEmail":{"type":"string","maxLength":320},"CustomerPhone":{"type":"string","maxLength":50},"CardNumber":{"type":"string","maxLength":40},"Action":{"type":"string","enum":["pay","cancel"]}},"required":["ShopID","ShoppingCartID","Version","TotalAmount","Signature","ReturnURL","ReturnErrorURL","CancelURL"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/wspay-form.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const pattern0 = new RegExp("^[A-Za-z0-9_.-]+$", "u");
const pattern1 = new RegExp("^\\d{1,9},\\d{2}$", "u");
const formats0 = __cjs(__m0).fullFormats.uri;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/wspay-form.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ShopID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ShopID"},message:"must have required property '"+"ShopID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ShoppingCartID === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ShoppingCartID"},message:"must have required property '"+"ShoppingCartID"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Version === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Version"},message:"must have required property '"+"Version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TotalAmount === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TotalAmount"},message:"must have required property '"+"TotalAmount"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.Signature === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Signature"},message:"must have required property '"+"Signature"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ReturnURL === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReturnURL"},message:"must have required property '"+"ReturnURL"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.ReturnErrorURL === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReturnErrorURL"},message:"must have required property '"+"ReturnErrorURL"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.CancelURL === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "CancelURL"},message:"must have required property '"+"CancelURL"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ShopID !== undefined){
let data0 = data.ShopID;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err9 = {instancePath:instancePath+"/ShopID",schemaPath:"#/properties/ShopID/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data0) < 1){
const err10 = {instancePath:instancePath+"/ShopID",schemaPath:"#/properties/ShopID/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/ShopID",schemaPath:"#/properties/ShopID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ShoppingCartID !== undefined){
let data1 = data.ShoppingCartID;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err12 = {instancePath:instancePath+"/ShoppingCartID",schemaPath:"#/properties/ShoppingCartID/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data1) < 1){
const err13 = {instancePath:instancePath+"/ShoppingCartID",schemaPath:"#/properties/ShoppingCartID/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data1)){
const err14 = {instancePath:instancePath+"/ShoppingCartID",schemaPath:"#/properties/ShoppingCartID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/ShoppingCartID",schemaPath:"#/properties/ShoppingCartID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.Version !== undefined){
let data2 = data.Version;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/Version",schemaPath:"#/properties/Version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("2.0" !== data2){
const err17 = {instancePath:instancePath+"/Version",schemaPath:"#/properties/Version/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.TotalAmount !== undefined){
let data3 = data.TotalAmount;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err18 = {instancePath:instancePath+"/TotalAmount",schemaPath:"#/properties/TotalAmount/pattern",keyword:"pattern",params:{pattern: "^\\d{1,9},\\d{2}$"},message:"must match pattern \""+"^\\d{1,9},\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/TotalAmount",schemaPath:"#/properties/TotalAmount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.Signature !== undefined){
let data4 = data.Signature;
if(typeof data4 === "string"){
if(func1(data4) > 256){
const err20 = {instancePath:instancePath+"/Signature",schemaPath:"#/properties/Signature/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data4) < 1){
const err21 = {instancePath:instancePath+"/Signature",schemaPath:"#/properties/Signature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/Signature",schemaPath:"#/properties/Signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ReturnURL !== undefined){
let data5 = data.ReturnURL;
if(typeof data5 === "string"){
if(func1(data5) > 2000){
const err23 = {instancePath:instancePath+"/ReturnURL",schemaPath:"#/properties/ReturnURL/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats0(data5))){
const err24 = {instancePath:instancePath+"/ReturnURL",schemaPath:"#/properties/ReturnURL/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/ReturnURL",schemaPath:"#/properties/ReturnURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ReturnErrorURL !== undefined){
let data6 = data.ReturnErrorURL;
if(typeof data6 === "string"){
if(func1(data6) > 2000){
const err26 = {instancePath:instancePath+"/ReturnErrorURL",schemaPath:"#/properties/ReturnErrorURL/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats0(data6))){
const err27 = {instancePath:instancePath+"/ReturnErrorURL",schemaPath:"#/properties/ReturnErrorURL/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/ReturnErrorURL",schemaPath:"#/properties/ReturnErrorURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.CancelURL !== undefined){
let data7 = data.CancelURL;
if(typeof data7 === "string"){
if(func1(data7) > 2000){
const err29 = {instancePath:instancePath+"/CancelURL",schemaPath:"#/properties/CancelURL/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats0(data7))){
const err30 = {instancePath:instancePath+"/CancelURL",schemaPath:"#/properties/CancelURL/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/CancelURL",schemaPath:"#/properties/CancelURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.Lang !== undefined){
let data8 = data.Lang;
if(typeof data8 === "string"){
if(func1(data8) > 2){
const err32 = {instancePath:instancePath+"/Lang",schemaPath:"#/properties/Lang/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/Lang",schemaPath:"#/properties/Lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.CustomerFirstName !== undefined){
let data9 = data.CustomerFirstName;
if(typeof data9 === "string"){
if(func1(data9) > 200){
const err34 = {instancePath:instancePath+"/CustomerFirstName",schemaPath:"#/properties/CustomerFirstName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/CustomerFirstName",schemaPath:"#/properties/CustomerFirstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.CustomerLastName !== undefined){
let data10 = data.CustomerLastName;
if(typeof data10 === "string"){
if(func1(data10) > 200){
const err36 = {instancePath:instancePath+"/CustomerLastName",schemaPath:"#/properties/CustomerLastName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/CustomerLastName",schemaPath:"#/properties/CustomerLastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.CustomerEmail !== undefined){
let data11 = data.CustomerEmail;
if(typeof data11 === "string"){
if(func1(data11) > 320){
const err38 = {instancePath:instancePath+"/CustomerEmail",schemaPath:"#/properties/CustomerEmail/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/CustomerEmail",schemaPath:"#/properties/CustomerEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.CustomerPhone !== undefined){
let data12 = data.CustomerPhone;
if(typeof data12 === "string"){
if(func1(data12) > 50){
const err40 = {instancePath:instancePath+"/CustomerPhone",schemaPath:"#/properties/CustomerPhone/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/CustomerPhone",schemaPath:"#/properties/CustomerPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.CardNumber !== undefined){
let data13 = data.CardNumber;
if(typeof data13 === "string"){
if(func1(data13) > 40){
const err42 = {instancePath:instancePath+"/CardNumber",schemaPath:"#/properties/CardNumber/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/CardNumber",schemaPath:"#/properties/CardNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.Action !== undefined){
let data14 = data.Action;
if(typeof data14 !== "string"){
const err44 = {instancePath:instancePath+"/Action",schemaPath:"#/properties/Action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!((data14 === "pay") || (data14 === "cancel"))){
const err45 = {instancePath:instancePath+"/Action",schemaPath:"#/properties/Action/enum",keyword:"enum",params:{allowedValues: schema0.properties.Action.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

