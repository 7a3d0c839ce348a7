// DO NOT EDIT: generated from schemas/openapi.yaml (filterProductCategories body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/product-category-filter.schema.json","$id":"https://schemas.vitrina.local/operations/filterProductCategories.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductCategoryFilterRequest","description":"Body of product category filter (spec 7): sorted by id ascending; tree nests children under their parents.","type":"object","properties":{"tree":{"type":"boolean"},"ids":{"type":"array","maxItems":200,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"parentId":{"type":"integer","minimum":1,"maximum":2147483647},"limit":{"type":"integer","minimum":1,"maximum":1000}},"required":[],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/product-category-filter.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/filterProductCategories.body.json" */;
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
if(!((((key0 === "tree") || (key0 === "ids")) || (key0 === "parentId")) || (key0 === "limit"))){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.tree !== undefined){
if(typeof data.tree !== "boolean"){
const err1 = {instancePath:instancePath+"/tree",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/tree/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ids !== undefined){
let data1 = data.ids;
if(Array.isArray(data1)){
if(data1.length > 200){
const err2 = {instancePath:instancePath+"/ids",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/ids/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/ids/" + i0,schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/ids/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/ids/" + i0,schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/ids/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/ids/" + i0,schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/ids/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err6 = {instancePath:instancePath+"/ids",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.parentId !== undefined){
let data3 = data.parentId;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/parentId",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/parentId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/parentId",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/parentId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/parentId",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/parentId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.limit !== undefined){
let data4 = data.limit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/limit",schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err13 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/product-category-filter.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

