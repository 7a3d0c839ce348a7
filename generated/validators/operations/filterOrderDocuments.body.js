// DO NOT EDIT: generated from schemas/openapi.yaml (filterOrderDocuments body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/document-filter.schema.json","$id":"https://schemas.vitrina.local/operations/filterOrderDocuments.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"DocumentFilterRequest","description":"spec 7 smartDocument document/filter/web: the signed-in user's order documents, paged; number finds one order by its number (the profile's order route names it so).","type":"object","properties":{"store":{"type":"string","maxLength":10,"pattern":"^[0-9]*$"},"page":{"type":"integer","minimum":1,"maximum":100000},"limit":{"type":"integer","minimum":1,"maximum":100},"number":{"type":"string","pattern":"^[0-9]{4}-[0-9]{6}$","minLength":11,"maxLength":11}},"required":[],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/document-filter.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9]*$", "u");
const pattern1 = new RegExp("^[0-9]{4}-[0-9]{6}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/filterOrderDocuments.body.json" */;
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
if(!((((key0 === "store") || (key0 === "page")) || (key0 === "limit")) || (key0 === "number"))){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.store !== undefined){
let data0 = data.store;
if(typeof data0 === "string"){
if(func0(data0) > 10){
const err1 = {instancePath:instancePath+"/store",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/store/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/store",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/store/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/store",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/store/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.page !== undefined){
let data1 = data.page;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/page",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/page",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/page",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.limit !== undefined){
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err8 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.number !== undefined){
let data3 = data.number;
if(typeof data3 === "string"){
if(func0(data3) > 11){
const err10 = {instancePath:instancePath+"/number",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/number/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data3) < 11){
const err11 = {instancePath:instancePath+"/number",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/number/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern1.test(data3)){
const err12 = {instancePath:instancePath+"/number",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{6}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/number",schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err14 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/document-filter.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

