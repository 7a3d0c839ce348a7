// DO NOT EDIT: generated from schemas/openapi.yaml (scheduleBuilderPublish body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/builder-schedule.schema.json","$id":"https://schemas.vitrina.local/operations/scheduleBuilderPublish.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderScheduleRequest","description":"Publishes the request's language at a date-time (the draft as it is then).","type":"object","properties":{"baseRevision":{"type":"integer","minimum":1,"maximum":2147483647},"at":{"type":"string","format":"date-time","maxLength":40}},"required":["baseRevision","at"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/builder-schedule.schema.json"};
const formats0 = __cjs(__m0).fullFormats["date-time"];
const func0 = __cjs(__m1).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/scheduleBuilderPublish.body.json" */;
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
if(data.baseRevision === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/required",keyword:"required",params:{missingProperty: "baseRevision"},message:"must have required property '"+"baseRevision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.at === undefined){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "baseRevision") || (key0 === "at"))){
const err2 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.baseRevision !== undefined){
let data0 = data.baseRevision;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/baseRevision",schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/properties/baseRevision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/baseRevision",schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/properties/baseRevision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/baseRevision",schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/properties/baseRevision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.at !== undefined){
let data1 = data.at;
if(typeof data1 === "string"){
if(func0(data1) > 40){
const err6 = {instancePath:instancePath+"/at",schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/properties/at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0.validate(data1))){
const err7 = {instancePath:instancePath+"/at",schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/properties/at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err8 = {instancePath:instancePath+"/at",schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/builder-schedule.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

