// DO NOT EDIT: generated from schemas/requests/wspay-notification.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WspayNotification","description":"WSPay's server-to-server message about a card transaction (the callback of its form protocol 2.0, docs/research/wspay-protocol.md; decision 045). The gateway sends more fields than these; the ones the shop reads are checked, the others kept as they came, in the payment's event.","type":"object","properties":{"ShopID":{"type":"string","minLength":1,"maxLength":100},"ShoppingCartID":{"type":"string","minLength":1,"maxLength":255},"WsPayOrderId":{"type":"string","minLength":1,"maxLength":100},"ApprovalCode":{"type":"string","maxLength":100},"ActionSuccess":{"type":"string","enum":["0","1"]},"Authorized":{"type":"string","maxLength":5},"Amount":{"description":"What was paid: decimal with a comma or a point (\"17,00\", \"80.55\").","type":"string","pattern":"^\\d{1,9}([.,]\\d{1,2})?$"},"CurrencyCode":{"description":"ISO 4217 numeric code of the currency paid in (978: euro).","type":"string","pattern":"^\\d{3}$"},"STAN":{"type":"string","maxLength":50},"Signature":{"type":"string","minLength":1,"maxLength":256}},"required":["ShopID","ShoppingCartID","WsPayOrderId","ApprovalCode","ActionSuccess","Amount","Signature"],"maxProperties":80,"additionalProperties":{"anyOf":[{"type":"string","maxLength":500},{"type":"boolean"},{"type":"number"},{"type":"null"}]},"$id":"https://schemas.vitrina.local/requests/wspay-notification.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const pattern0 = new RegExp("^\\d{1,9}([.,]\\d{1,2})?$", "u");
const pattern1 = new RegExp("^\\d{3}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/wspay-notification.schema.json" */;
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
if(Object.keys(data).length > 80){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 80},message:"must NOT have more than 80 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ShopID === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ShopID"},message:"must have required property '"+"ShopID"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ShoppingCartID === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ShoppingCartID"},message:"must have required property '"+"ShoppingCartID"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.WsPayOrderId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "WsPayOrderId"},message:"must have required property '"+"WsPayOrderId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.ApprovalCode === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApprovalCode"},message:"must have required property '"+"ApprovalCode"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ActionSuccess === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ActionSuccess"},message:"must have required property '"+"ActionSuccess"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.Amount === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Amount"},message:"must have required property '"+"Amount"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.Signature === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Signature"},message:"must have required property '"+"Signature"+"'"};
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
let data0 = data[key0];
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 500){
const err8 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 !== "boolean"){
const err10 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err11 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data0 !== null){
const err12 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/3/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err13 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
if(data.ShopID !== undefined){
let data1 = data.ShopID;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err14 = {instancePath:instancePath+"/ShopID",schemaPath:"#/properties/ShopID/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data1) < 1){
const err15 = {instancePath:instancePath+"/ShopID",schemaPath:"#/properties/ShopID/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/ShopID",schemaPath:"#/properties/ShopID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.ShoppingCartID !== undefined){
let data2 = data.ShoppingCartID;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err17 = {instancePath:instancePath+"/ShoppingCartID",schemaPath:"#/properties/ShoppingCartID/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data2) < 1){
const err18 = {instancePath:instancePath+"/ShoppingCartID",schemaPath:"#/properties/ShoppingCartID/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/ShoppingCartID",schemaPath:"#/properties/ShoppingCartID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.WsPayOrderId !== undefined){
let data3 = data.WsPayOrderId;
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err20 = {instancePath:instancePath+"/WsPayOrderId",schemaPath:"#/properties/WsPayOrderId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data3) < 1){
const err21 = {instancePath:instancePath+"/WsPayOrderId",schemaPath:"#/properties/WsPayOrderId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/WsPayOrderId",schemaPath:"#/properties/WsPayOrderId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ApprovalCode !== undefined){
let data4 = data.ApprovalCode;
if(typeof data4 === "string"){
if(func1(data4) > 100){
const err23 = {instancePath:instancePath+"/ApprovalCode",schemaPath:"#/properties/ApprovalCode/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/ApprovalCode",schemaPath:"#/properties/ApprovalCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.ActionSuccess !== undefined){
let data5 = data.ActionSuccess;
if(typeof data5 !== "string"){
const err25 = {instancePath:instancePath+"/ActionSuccess",schemaPath:"#/properties/ActionSuccess/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data5 === "0") || (data5 === "1"))){
const err26 = {instancePath:instancePath+"/ActionSuccess",schemaPath:"#/properties/ActionSuccess/enum",keyword:"enum",params:{allowedValues: schema0.properties.ActionSuccess.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.Authorized !== undefined){
let data6 = data.Authorized;
if(typeof data6 === "string"){
if(func1(data6) > 5){
const err27 = {instancePath:instancePath+"/Authorized",schemaPath:"#/properties/Authorized/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters"};
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
const err28 = {instancePath:instancePath+"/Authorized",schemaPath:"#/properties/Authorized/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.Amount !== undefined){
let data7 = data.Amount;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err29 = {instancePath:instancePath+"/Amount",schemaPath:"#/properties/Amount/pattern",keyword:"pattern",params:{pattern: "^\\d{1,9}([.,]\\d{1,2})?$"},message:"must match pattern \""+"^\\d{1,9}([.,]\\d{1,2})?$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/Amount",schemaPath:"#/properties/Amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.CurrencyCode !== undefined){
let data8 = data.CurrencyCode;
if(typeof data8 === "string"){
if(!pattern1.test(data8)){
const err31 = {instancePath:instancePath+"/CurrencyCode",schemaPath:"#/properties/CurrencyCode/pattern",keyword:"pattern",params:{pattern: "^\\d{3}$"},message:"must match pattern \""+"^\\d{3}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/CurrencyCode",schemaPath:"#/properties/CurrencyCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.STAN !== undefined){
let data9 = data.STAN;
if(typeof data9 === "string"){
if(func1(data9) > 50){
const err33 = {instancePath:instancePath+"/STAN",schemaPath:"#/properties/STAN/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/STAN",schemaPath:"#/properties/STAN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.Signature !== undefined){
let data10 = data.Signature;
if(typeof data10 === "string"){
if(func1(data10) > 256){
const err35 = {instancePath:instancePath+"/Signature",schemaPath:"#/properties/Signature/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func1(data10) < 1){
const err36 = {instancePath:instancePath+"/Signature",schemaPath:"#/properties/Signature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err37 = {instancePath:instancePath+"/Signature",schemaPath:"#/properties/Signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

