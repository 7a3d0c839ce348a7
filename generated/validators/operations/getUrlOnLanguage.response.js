// DO NOT EDIT: generated from schemas/openapi.yaml (getUrlOnLanguage response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/url-on-language.schema.json"}},"$id":"https://schemas.vitrina.local/operations/getUrlOnLanguage.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"UrlOnLanguage","description":"The same page in another language (language switch); slug is empty for the home page.","type":"object","properties":{"url":{"type":"string","minLength":1,"maxLength":500,"pattern":"^/"},"slug":{"type":"string","maxLength":120,"pattern":"^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$"}},"required":["url","slug"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/url-on-language.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^/", "u");
const pattern1 = new RegExp("^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getUrlOnLanguage.response.json" */;
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
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.url === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.slug === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "url") || (key1 === "slug"))){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.url !== undefined){
let data1 = data0.url;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err5 = {instancePath:instancePath+"/data/url",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/data/url",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/data/url",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/properties/url/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
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
const err8 = {instancePath:instancePath+"/data/url",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.slug !== undefined){
let data2 = data0.slug;
if(typeof data2 === "string"){
if(func0(data2) > 120){
const err9 = {instancePath:instancePath+"/data/slug",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/properties/slug/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data2)){
const err10 = {instancePath:instancePath+"/data/slug",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/properties/slug/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$"},message:"must match pattern \""+"^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$"+"\""};
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
const err11 = {instancePath:instancePath+"/data/slug",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/url-on-language.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

