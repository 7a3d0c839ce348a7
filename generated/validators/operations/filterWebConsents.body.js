// DO NOT EDIT: generated from schemas/openapi.yaml (filterWebConsents body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/web-consent-filter.schema.json","$id":"https://schemas.vitrina.local/operations/filterWebConsents.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WebConsentFilterRequest","description":"spec 7 GDPR consent filter for the site (forWeb, limit 100): the consents a form asks for, by its assignment's assigned_to (register, checkoutAddress, checkoutPayment, newsletter, a form's slug).","type":"object","properties":{"assignedTo":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"},"forWeb":{"type":"boolean"},"limit":{"type":"integer","minimum":1,"maximum":100}},"required":["assignedTo"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/web-consent-filter.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/filterWebConsents.body.json" */;
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
if(data.assignedTo === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/required",keyword:"required",params:{missingProperty: "assignedTo"},message:"must have required property '"+"assignedTo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "assignedTo") || (key0 === "forWeb")) || (key0 === "limit"))){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.assignedTo !== undefined){
let data0 = data.assignedTo;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err2 = {instancePath:instancePath+"/assignedTo",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/assignedTo/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/assignedTo",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/assignedTo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/assignedTo",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/assignedTo/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/assignedTo",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/assignedTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.forWeb !== undefined){
if(typeof data.forWeb !== "boolean"){
const err6 = {instancePath:instancePath+"/forWeb",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/forWeb/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.limit !== undefined){
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/web-consent-filter.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

