// DO NOT EDIT: generated from schemas/openapi.yaml (contactAdmin body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/contact-admin.schema.json","$id":"https://schemas.vitrina.local/operations/contactAdmin.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ContactAdminRequest","description":"spec 7 contactAdmin (issue 21): a back-office user's message to the site's other back-office users (a question about the site, a request to publish), answered to the sender's address.","type":"object","properties":{"subject":{"type":"string","minLength":1,"maxLength":200},"message":{"type":"string","minLength":1,"maxLength":5000}},"required":["subject","message"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/contact-admin.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/contactAdmin.body.json" */;
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
if(data.subject === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "subject") || (key0 === "message"))){
const err2 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.subject !== undefined){
let data0 = data.subject;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err3 = {instancePath:instancePath+"/subject",schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/properties/subject/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/subject",schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/subject",schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.message !== undefined){
let data1 = data.message;
if(typeof data1 === "string"){
if(func0(data1) > 5000){
const err6 = {instancePath:instancePath+"/message",schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/properties/message/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data1) < 1){
const err7 = {instancePath:instancePath+"/message",schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/message",schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/contact-admin.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

