// DO NOT EDIT: generated from schemas/requests/payment-retry.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"PaymentRetryRequest","description":"Pay again for an order still waiting for its card payment (the failure page, the order in the profile): the cart's credentials and where the gateway sends the shopper back.","type":"object","properties":{"cartId":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"successURL":{"type":"string","minLength":1,"maxLength":2000},"failureURL":{"type":"string","minLength":1,"maxLength":2000}},"required":["cartId","protectCode","successURL","failureURL"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/payment-retry.schema.json"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/payment-retry.schema.json" */;
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cartId"},message:"must have required property '"+"cartId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protectCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protectCode"},message:"must have required property '"+"protectCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.successURL === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "successURL"},message:"must have required property '"+"successURL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.failureURL === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failureURL"},message:"must have required property '"+"failureURL"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "cartId") || (key0 === "protectCode")) || (key0 === "successURL")) || (key0 === "failureURL"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.cartId !== undefined){
let data0 = data.cartId;
if(typeof data0 === "string"){
if(func0(data0) > 36){
const err5 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data0) < 36){
const err6 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0.test(data0))){
const err7 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err8 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err9 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 32){
const err10 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
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
const err12 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.successURL !== undefined){
let data2 = data.successURL;
if(typeof data2 === "string"){
if(func0(data2) > 2000){
const err13 = {instancePath:instancePath+"/successURL",schemaPath:"#/properties/successURL/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data2) < 1){
const err14 = {instancePath:instancePath+"/successURL",schemaPath:"#/properties/successURL/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err15 = {instancePath:instancePath+"/successURL",schemaPath:"#/properties/successURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.failureURL !== undefined){
let data3 = data.failureURL;
if(typeof data3 === "string"){
if(func0(data3) > 2000){
const err16 = {instancePath:instancePath+"/failureURL",schemaPath:"#/properties/failureURL/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data3) < 1){
const err17 = {instancePath:instancePath+"/failureURL",schemaPath:"#/properties/failureURL/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/failureURL",schemaPath:"#/properties/failureURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

