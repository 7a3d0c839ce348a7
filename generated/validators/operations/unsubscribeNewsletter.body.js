// DO NOT EDIT: generated from schemas/openapi.yaml (unsubscribeNewsletter body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json","$id":"https://schemas.vitrina.local/operations/unsubscribeNewsletter.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"NewsletterUnsubscribeRequest","description":"One-click unsubscribe (issue 21, RFC 8058): the token of a newsletter mail's unsubscribe link, in the body or the query; a mail client's one-click POST sends the form body List-Unsubscribe=One-Click with the token in the query.","type":"object","properties":{"token":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9_-]+$"},"List-Unsubscribe":{"type":"string","enum":["One-Click"]}},"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/unsubscribeNewsletter.body.json" */;
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
for(const key0 in data){
if(!((key0 === "token") || (key0 === "List-Unsubscribe"))){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.token !== undefined){
let data0 = data.token;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err1 = {instancePath:instancePath+"/token",schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/properties/token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/token",schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/token",schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/properties/token/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/token",schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data["List-Unsubscribe"] !== undefined){
let data1 = data["List-Unsubscribe"];
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/List-Unsubscribe",schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/properties/List-Unsubscribe/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(data1 === "One-Click")){
const err6 = {instancePath:instancePath+"/List-Unsubscribe",schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/properties/List-Unsubscribe/enum",keyword:"enum",params:{allowedValues: schema1.properties["List-Unsubscribe"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/newsletter-unsubscribe.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

