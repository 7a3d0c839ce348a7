// DO NOT EDIT: generated from schemas/openapi.yaml (saveShopCheckoutSettings body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/entities/checkout-settings.schema.json","$id":"https://schemas.vitrina.local/operations/saveShopCheckoutSettings.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CheckoutSettings","description":"spec 7 getCheckoutSettings (the CheckoutSettings site option): the cart addition behaviour (spec 9: 0 redirect to the cart, 1 stay, 2 popup), allowed countries (a list, one ISO code, or ALL), skipShippingStep, and the bank transfer details.","type":"object","properties":{"cartAdditionBehaviour":{"type":"integer","enum":[0,1,2],"default":2},"allowedCountries":{"oneOf":[{"const":"ALL"},{"type":"string","pattern":"^[A-Z]{2}$"},{"type":"array","minItems":1,"maxItems":300,"uniqueItems":true,"items":{"type":"string","pattern":"^[A-Z]{2}$"}}],"default":"ALL"},"skipShippingStep":{"type":"boolean","default":false},"bankTransfer":{"$ref":"./bank-transfer-details.schema.json"}},"required":["cartAdditionBehaviour","allowedCountries","skipShippingStep"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/checkout-settings.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BankTransferDetails","description":"Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.","type":"object","properties":{"payee":{"type":"string","maxLength":30,"minLength":1},"payeeStreet":{"type":"string","maxLength":27,"minLength":1},"payeeCity":{"type":"string","maxLength":27,"minLength":1},"iban":{"type":"string","pattern":"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$","minLength":15,"maxLength":34},"model":{"type":"string","pattern":"^HR[0-9]{2}$","minLength":4,"maxLength":4},"reference":{"type":"string","pattern":"^[0-9-]{1,22}$","minLength":1,"maxLength":22},"purposeCode":{"type":"string","pattern":"^[A-Z]{4}$","minLength":4,"maxLength":4},"description":{"type":"string","maxLength":35}},"required":["payee","payeeStreet","payeeCity","iban","model"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/bank-transfer-details.schema.json"};
const pattern0 = new RegExp("^[A-Z]{2}$", "u");
const pattern2 = new RegExp("^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "u");
const pattern3 = new RegExp("^HR[0-9]{2}$", "u");
const pattern4 = new RegExp("^[0-9-]{1,22}$", "u");
const pattern5 = new RegExp("^[A-Z]{4}$", "u");
const func0 = __cjs(__m0).default;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/checkout-settings.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cartAdditionBehaviour === undefined){
data.cartAdditionBehaviour = 2;
}
if(data.allowedCountries === undefined){
data.allowedCountries = "ALL";
}
if(data.skipShippingStep === undefined){
data.skipShippingStep = false;
}
if(data.cartAdditionBehaviour === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cartAdditionBehaviour"},message:"must have required property '"+"cartAdditionBehaviour"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.allowedCountries === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allowedCountries"},message:"must have required property '"+"allowedCountries"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.skipShippingStep === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skipShippingStep"},message:"must have required property '"+"skipShippingStep"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "cartAdditionBehaviour") || (key0 === "allowedCountries")) || (key0 === "skipShippingStep")) || (key0 === "bankTransfer"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data0 = data.cartAdditionBehaviour;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/cartAdditionBehaviour",schemaPath:"#/properties/cartAdditionBehaviour/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data0 === 0) || (data0 === 1)) || (data0 === 2))){
const err5 = {instancePath:instancePath+"/cartAdditionBehaviour",schemaPath:"#/properties/cartAdditionBehaviour/enum",keyword:"enum",params:{allowedValues: schema1.properties.cartAdditionBehaviour.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data1 = data.allowedCountries;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if("ALL" !== data1){
const err6 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/0/const",keyword:"const",params:{allowedValue: "ALL"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs9 = errors;
if(Array.isArray(data1)){
if(data1.length > 300){
const err9 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/maxItems",keyword:"maxItems",params:{limit: 300},message:"must NOT have more than 300 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.length < 1){
const err10 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err11 = {instancePath:instancePath+"/allowedCountries/" + i0,schemaPath:"#/properties/allowedCountries/oneOf/2/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/allowedCountries/" + i0,schemaPath:"#/properties/allowedCountries/oneOf/2/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err13 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err14 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
}
}
if(!valid1){
const err15 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
if(typeof data.skipShippingStep !== "boolean"){
const err16 = {instancePath:instancePath+"/skipShippingStep",schemaPath:"#/properties/skipShippingStep/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.bankTransfer !== undefined){
let data4 = data.bankTransfer;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.payee === undefined){
const err17 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payee"},message:"must have required property '"+"payee"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.payeeStreet === undefined){
const err18 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeStreet"},message:"must have required property '"+"payeeStreet"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.payeeCity === undefined){
const err19 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeCity"},message:"must have required property '"+"payeeCity"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.iban === undefined){
const err20 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4.model === undefined){
const err21 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data4){
if(!((((((((key1 === "payee") || (key1 === "payeeStreet")) || (key1 === "payeeCity")) || (key1 === "iban")) || (key1 === "model")) || (key1 === "reference")) || (key1 === "purposeCode")) || (key1 === "description"))){
const err22 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.payee !== undefined){
let data5 = data4.payee;
if(typeof data5 === "string"){
if(func0(data5) > 30){
const err23 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func0(data5) < 1){
const err24 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err25 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.payeeStreet !== undefined){
let data6 = data4.payeeStreet;
if(typeof data6 === "string"){
if(func0(data6) > 27){
const err26 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func0(data6) < 1){
const err27 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err28 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.payeeCity !== undefined){
let data7 = data4.payeeCity;
if(typeof data7 === "string"){
if(func0(data7) > 27){
const err29 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func0(data7) < 1){
const err30 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err31 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.iban !== undefined){
let data8 = data4.iban;
if(typeof data8 === "string"){
if(func0(data8) > 34){
const err32 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/maxLength",keyword:"maxLength",params:{limit: 34},message:"must NOT have more than 34 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func0(data8) < 15){
const err33 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/minLength",keyword:"minLength",params:{limit: 15},message:"must NOT have fewer than 15 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern2.test(data8)){
const err34 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"},message:"must match pattern \""+"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"+"\""};
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
const err35 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.model !== undefined){
let data9 = data4.model;
if(typeof data9 === "string"){
if(func0(data9) > 4){
const err36 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func0(data9) < 4){
const err37 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern3.test(data9)){
const err38 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/pattern",keyword:"pattern",params:{pattern: "^HR[0-9]{2}$"},message:"must match pattern \""+"^HR[0-9]{2}$"+"\""};
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
const err39 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data4.reference !== undefined){
let data10 = data4.reference;
if(typeof data10 === "string"){
if(func0(data10) > 22){
const err40 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/maxLength",keyword:"maxLength",params:{limit: 22},message:"must NOT have more than 22 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func0(data10) < 1){
const err41 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern4.test(data10)){
const err42 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/pattern",keyword:"pattern",params:{pattern: "^[0-9-]{1,22}$"},message:"must match pattern \""+"^[0-9-]{1,22}$"+"\""};
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
const err43 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data4.purposeCode !== undefined){
let data11 = data4.purposeCode;
if(typeof data11 === "string"){
if(func0(data11) > 4){
const err44 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func0(data11) < 4){
const err45 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern5.test(data11)){
const err46 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{4}$"},message:"must match pattern \""+"^[A-Z]{4}$"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data4.description !== undefined){
let data12 = data4.description;
if(typeof data12 === "string"){
if(func0(data12) > 35){
const err48 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/saveShopCheckoutSettings.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

