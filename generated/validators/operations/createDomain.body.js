// DO NOT EDIT: generated from schemas/openapi.yaml (createDomain body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/domain-create.schema.json","$id":"https://schemas.vitrina.local/operations/createDomain.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"DomainCreateRequest","description":"Adds a domain to the site: the host name requests arrive on, and the site's address there (its host must be that name).","type":"object","properties":{"name":{"$ref":"../common/host-name.schema.json"},"url":{"type":"string","minLength":1,"maxLength":500,"pattern":"^https?://[^\\s/?#]+(/[^\\s]*)?$"}},"required":["name","url"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/domain-create.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"HostName","description":"A domain's host name as the Host header names it: lowercase labels of letters, digits and hyphens (an IPv4 address too), no port.","type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$","$id":"https://schemas.vitrina.local/common/host-name.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$", "u");
const pattern1 = new RegExp("^https?://[^\\s/?#]+(/[^\\s]*)?$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/domain-create.schema.json" */;
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "url"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 253){
const err3 = {instancePath:instancePath+"/name",schemaPath:"../common/host-name.schema.json/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"../common/host-name.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"../common/host-name.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$"+"\""};
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
const err6 = {instancePath:instancePath+"/name",schemaPath:"../common/host-name.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern1.test(data1)){
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://[^\\s/?#]+(/[^\\s]*)?$"},message:"must match pattern \""+"^https?://[^\\s/?#]+(/[^\\s]*)?$"+"\""};
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
const err10 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/createDomain.body.json" */;
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

