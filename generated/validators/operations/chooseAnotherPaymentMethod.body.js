// DO NOT EDIT: generated from schemas/openapi.yaml (chooseAnotherPaymentMethod body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/cart-session.schema.json","$id":"https://schemas.vitrina.local/operations/chooseAnotherPaymentMethod.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartSessionRequest","description":"A cart's credentials (spec 7 getCart, validateCart, getAbandoned, clearCart, removeCoupon).","type":"object","properties":{"cartId":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"currencyId":{"description":"The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).","type":"integer","minimum":1,"maximum":2147483647}},"required":["cartId","protectCode"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/cart-session.schema.json"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/chooseAnotherPaymentMethod.body.json" */;
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
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/required",keyword:"required",params:{missingProperty: "cartId"},message:"must have required property '"+"cartId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protectCode === undefined){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/required",keyword:"required",params:{missingProperty: "protectCode"},message:"must have required property '"+"protectCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "cartId") || (key0 === "protectCode")) || (key0 === "currencyId"))){
const err2 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.cartId !== undefined){
let data0 = data.cartId;
if(typeof data0 === "string"){
if(func0(data0) > 36){
const err3 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/cartId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 36){
const err4 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/cartId/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/cartId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/cartId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err7 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 32){
const err8 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.currencyId !== undefined){
let data2 = data.currencyId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/currencyId",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/currencyId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/currencyId",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/currencyId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/currencyId",schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/properties/currencyId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/cart-session.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

