// DO NOT EDIT: generated from schemas/openapi.yaml (socialRedirectLogin query) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","properties":{"provider":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,39}$"},"returnTo":{"type":"string","maxLength":2000,"pattern":"^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"}},"required":["provider"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/operations/socialRedirectLogin.query.json"};
const pattern0 = new RegExp("^[a-z0-9][a-z0-9-]{0,39}$", "u");
const pattern1 = new RegExp("^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$", "u");
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/socialRedirectLogin.query.json" */;
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
if(data.provider === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "provider") || (key0 === "returnTo"))){
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
if(data.provider !== undefined){
let data0 = data.provider;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["provider"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,39}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,39}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.returnTo !== undefined){
let data1 = data.returnTo;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["returnTo"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func0(data1) > 2000){
const err5 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/pattern",keyword:"pattern",params:{pattern: "^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"},message:"must match pattern \""+"^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"+"\""};
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
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

