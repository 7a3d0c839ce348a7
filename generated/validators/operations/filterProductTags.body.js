// DO NOT EDIT: generated from schemas/openapi.yaml (filterProductTags body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/product-tag-filter.schema.json","$id":"https://schemas.vitrina.local/operations/filterProductTags.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductTagFilterRequest","description":"Body of POST product tag filter: tags by keywords, or all.","type":"object","properties":{"keywords":{"type":"string","maxLength":100},"limit":{"type":"integer","minimum":1,"maximum":1000}},"required":[],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/product-tag-filter.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/filterProductTags.body.json" */;
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
if(!((key0 === "keywords") || (key0 === "limit"))){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/product-tag-filter.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.keywords !== undefined){
let data0 = data.keywords;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err1 = {instancePath:instancePath+"/keywords",schemaPath:"https://schemas.vitrina.local/requests/product-tag-filter.schema.json/properties/keywords/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/keywords",schemaPath:"https://schemas.vitrina.local/requests/product-tag-filter.schema.json/properties/keywords/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.limit !== undefined){
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/product-tag-filter.schema.json/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/product-tag-filter.schema.json/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/product-tag-filter.schema.json/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err6 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/product-tag-filter.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

