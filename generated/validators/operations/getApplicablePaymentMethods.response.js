// DO NOT EDIT: generated from schemas/openapi.yaml (getApplicablePaymentMethods response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"type":"array","maxItems":100,"items":{"$ref":"https://schemas.vitrina.local/entities/payment-method.schema.json"}}},"$id":"https://schemas.vitrina.local/operations/getApplicablePaymentMethods.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"PaymentMethod","description":"A payment method as checkout offers it (spec 3): paymentType 'HPF' redirects to a hosted payment form; null means the order is done at once (cash on delivery, bank transfer).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"code":{"type":"string","maxLength":64,"minLength":1},"kind":{"type":"string","enum":["cashOnDelivery","bankTransfer","card","wallet"]},"name":{"type":"string","maxLength":200,"minLength":1},"description":{"type":"string","maxLength":2000},"paymentType":{"oneOf":[{"type":"null"},{"type":"string","enum":["HPF","WALLET"]}]}},"required":["id","code","kind","name","description","paymentType"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/payment-method.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getApplicablePaymentMethods.response.json" */;
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
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.code === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.kind === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.name === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.description === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.paymentType === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/required",keyword:"required",params:{missingProperty: "paymentType"},message:"must have required property '"+"paymentType"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data1){
if(!((((((key1 === "id") || (key1 === "code")) || (key1 === "kind")) || (key1 === "name")) || (key1 === "description")) || (key1 === "paymentType"))){
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data1.code !== undefined){
let data3 = data1.code;
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err13 = {instancePath:instancePath+"/data/" + i0+"/code",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/code/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data3) < 1){
const err14 = {instancePath:instancePath+"/data/" + i0+"/code",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err15 = {instancePath:instancePath+"/data/" + i0+"/code",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.kind !== undefined){
let data4 = data1.kind;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/data/" + i0+"/kind",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((data4 === "cashOnDelivery") || (data4 === "bankTransfer")) || (data4 === "card")) || (data4 === "wallet"))){
const err17 = {instancePath:instancePath+"/data/" + i0+"/kind",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/kind/enum",keyword:"enum",params:{allowedValues: schema1.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.name !== undefined){
let data5 = data1.name;
if(typeof data5 === "string"){
if(func0(data5) > 200){
const err18 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func0(data5) < 1){
const err19 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.description !== undefined){
let data6 = data1.description;
if(typeof data6 === "string"){
if(func0(data6) > 2000){
const err21 = {instancePath:instancePath+"/data/" + i0+"/description",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/description/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err22 = {instancePath:instancePath+"/data/" + i0+"/description",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.paymentType !== undefined){
let data7 = data1.paymentType;
const _errs19 = errors;
let valid5 = false;
let passing0 = null;
const _errs20 = errors;
if(data7 !== null){
const err23 = {instancePath:instancePath+"/data/" + i0+"/paymentType",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/paymentType/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs22 = errors;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/data/" + i0+"/paymentType",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/paymentType/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data7 === "HPF") || (data7 === "WALLET"))){
const err25 = {instancePath:instancePath+"/data/" + i0+"/paymentType",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/paymentType/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema1.properties.paymentType.oneOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err26 = {instancePath:instancePath+"/data/" + i0+"/paymentType",schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/properties/paymentType/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/payment-method.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

