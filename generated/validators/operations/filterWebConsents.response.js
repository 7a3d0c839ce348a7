// DO NOT EDIT: generated from schemas/openapi.yaml (filterWebConsents response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"type":"object","required":["records"],"additionalProperties":false,"properties":{"records":{"type":"array","maxItems":100,"items":{"$ref":"https://schemas.vitrina.local/entities/web-consent.schema.json"}}}}},"$id":"https://schemas.vitrina.local/operations/filterWebConsents.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WebConsent","description":"A consent as a form on the site shows it (spec 7 GDPR consent filter, forWeb; decision 047): the id the form sends (`id`, the assignment's key), the consent's uniqueNumber and current text version, its displayName in the request's language (Croatian when it has none), and whether the form requires it (spec 5 consentRequired, starred).","type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"},"uniqueNumber":{"type":"string","minLength":1,"maxLength":50},"version":{"type":"integer","minimum":1,"maximum":2147483647},"displayName":{"type":"string","minLength":1,"maxLength":2000},"isRequired":{"type":"boolean"}},"required":["id","uniqueNumber","version","displayName","isRequired"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/web-consent.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/filterWebConsents.response.json" */;
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
if(data0.records === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "records"},message:"must have required property '"+"records"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(key1 === "records")){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.records !== undefined){
let data1 = data0.records;
if(Array.isArray(data1)){
if(data1.length > 100){
const err4 = {instancePath:instancePath+"/data/records",schemaPath:"#/properties/data/properties/records/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err5 = {instancePath:instancePath+"/data/records/" + i0,schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.uniqueNumber === undefined){
const err6 = {instancePath:instancePath+"/data/records/" + i0,schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/required",keyword:"required",params:{missingProperty: "uniqueNumber"},message:"must have required property '"+"uniqueNumber"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.version === undefined){
const err7 = {instancePath:instancePath+"/data/records/" + i0,schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.displayName === undefined){
const err8 = {instancePath:instancePath+"/data/records/" + i0,schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.isRequired === undefined){
const err9 = {instancePath:instancePath+"/data/records/" + i0,schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/required",keyword:"required",params:{missingProperty: "isRequired"},message:"must have required property '"+"isRequired"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key2 in data2){
if(!(((((key2 === "id") || (key2 === "uniqueNumber")) || (key2 === "version")) || (key2 === "displayName")) || (key2 === "isRequired"))){
const err10 = {instancePath:instancePath+"/data/records/" + i0,schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.id !== undefined){
let data3 = data2.id;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err11 = {instancePath:instancePath+"/data/records/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data3) < 1){
const err12 = {instancePath:instancePath+"/data/records/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern0.test(data3)){
const err13 = {instancePath:instancePath+"/data/records/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/data/records/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.uniqueNumber !== undefined){
let data4 = data2.uniqueNumber;
if(typeof data4 === "string"){
if(func0(data4) > 50){
const err15 = {instancePath:instancePath+"/data/records/" + i0+"/uniqueNumber",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/uniqueNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data4) < 1){
const err16 = {instancePath:instancePath+"/data/records/" + i0+"/uniqueNumber",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/uniqueNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/data/records/" + i0+"/uniqueNumber",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/uniqueNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.version !== undefined){
let data5 = data2.version;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/data/records/" + i0+"/version",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/data/records/" + i0+"/version",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/data/records/" + i0+"/version",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data2.displayName !== undefined){
let data6 = data2.displayName;
if(typeof data6 === "string"){
if(func0(data6) > 2000){
const err21 = {instancePath:instancePath+"/data/records/" + i0+"/displayName",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/displayName/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data6) < 1){
const err22 = {instancePath:instancePath+"/data/records/" + i0+"/displayName",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/displayName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/data/records/" + i0+"/displayName",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.isRequired !== undefined){
if(typeof data2.isRequired !== "boolean"){
const err24 = {instancePath:instancePath+"/data/records/" + i0+"/isRequired",schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/properties/isRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/data/records/" + i0,schemaPath:"https://schemas.vitrina.local/entities/web-consent.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/data/records",schemaPath:"#/properties/data/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

