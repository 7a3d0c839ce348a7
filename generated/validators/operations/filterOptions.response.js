// DO NOT EDIT: generated from schemas/openapi.yaml (filterOptions response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"type":"array","maxItems":500,"items":{"$ref":"https://schemas.vitrina.local/entities/site-option.schema.json"}}},"$id":"https://schemas.vitrina.local/operations/filterOptions.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"SiteOption","description":"A CMS site option (spec 3), e.g. HomePageSlug, Logo, CopyrightText.","type":"object","properties":{"key":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9]+$"},"value":{"type":"string","maxLength":20000},"media":{"description":"The media item attached to the option (e.g. the logo), or null.","type":["object","null"],"maxProperties":50,"additionalProperties":true}},"required":["key","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/site-option.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9]+$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/filterOptions.response.json" */;
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
if(data0.length > 500){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
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
if(data1.key === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.value === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "key") || (key1 === "value")) || (key1 === "media"))){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.key !== undefined){
let data2 = data1.key;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err6 = {instancePath:instancePath+"/data/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data2) < 1){
const err7 = {instancePath:instancePath+"/data/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data2)){
const err8 = {instancePath:instancePath+"/data/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]+$"},message:"must match pattern \""+"^[A-Za-z0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/data/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.value !== undefined){
let data3 = data1.value;
if(typeof data3 === "string"){
if(func0(data3) > 20000){
const err10 = {instancePath:instancePath+"/data/" + i0+"/value",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
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
const err11 = {instancePath:instancePath+"/data/" + i0+"/value",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.media !== undefined){
let data4 = data1.media;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err12 = {instancePath:instancePath+"/data/" + i0+"/media",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/media/type",keyword:"type",params:{type: schema1.properties.media.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
const err13 = {instancePath:instancePath+"/data/" + i0+"/media",schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/properties/media/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
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
const err14 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/site-option.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

