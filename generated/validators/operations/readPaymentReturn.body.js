// DO NOT EDIT: generated from schemas/openapi.yaml (readPaymentReturn body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/payment-return.schema.json","$id":"https://schemas.vitrina.local/operations/readPaymentReturn.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"PaymentReturnRequest","description":"The shopper's browser back from a payment provider on the success or failure page (decision 045), with the cart's credentials and what the provider put in the return address. Advisory only: it is recorded, and when the order still waits for its payment the provider is asked for the status; the return itself never pays.","type":"object","properties":{"cartId":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"answer":{"description":"The return address's query, as it came.","type":"object","maxProperties":60,"propertyNames":{"maxLength":100},"additionalProperties":{"type":"string","maxLength":500}}},"required":["cartId","protectCode","answer"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/payment-return.schema.json"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/readPaymentReturn.body.json" */;
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
if(data.cartId === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/required",keyword:"required",params:{missingProperty: "cartId"},message:"must have required property '"+"cartId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protectCode === undefined){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/required",keyword:"required",params:{missingProperty: "protectCode"},message:"must have required property '"+"protectCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.answer === undefined){
const err2 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/required",keyword:"required",params:{missingProperty: "answer"},message:"must have required property '"+"answer"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "cartId") || (key0 === "protectCode")) || (key0 === "answer"))){
const err3 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.cartId !== undefined){
let data0 = data.cartId;
if(typeof data0 === "string"){
if(func0(data0) > 36){
const err4 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/cartId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 36){
const err5 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/cartId/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.test(data0))){
const err6 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/cartId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/cartId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err8 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data1) < 32){
const err9 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
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
const err11 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.answer !== undefined){
let data2 = data.answer;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 60){
const err12 = {instancePath:instancePath+"/answer",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/answer/maxProperties",keyword:"maxProperties",params:{limit: 60},message:"must NOT have more than 60 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
const _errs9 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 100){
const err13 = {instancePath:instancePath+"/answer",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/answer/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid2 = _errs9 === errors;
if(!valid2){
const err14 = {instancePath:instancePath+"/answer",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/answer/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
if(typeof data3 === "string"){
if(func0(data3) > 500){
const err15 = {instancePath:instancePath+"/answer/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/answer/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err16 = {instancePath:instancePath+"/answer/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/answer/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/answer",schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/properties/answer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/payment-return.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

