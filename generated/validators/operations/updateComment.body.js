// DO NOT EDIT: generated from schemas/openapi.yaml (updateComment body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/comment-update.schema.json","$id":"https://schemas.vitrina.local/operations/updateComment.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CommentUpdateRequest","description":"Body of PUT /api/v1/cms/comment/{id}: the author's new text and rating (null takes the rating away); a field left out keeps its value.","type":"object","properties":{"body":{"type":"string","maxLength":5000},"rating":{"type":["integer","null"],"minimum":1,"maximum":10}},"required":[],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/comment-update.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/updateComment.body.json" */;
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
if(!((key0 === "body") || (key0 === "rating"))){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/comment-update.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func0(data0) > 5000){
const err1 = {instancePath:instancePath+"/body",schemaPath:"https://schemas.vitrina.local/requests/comment-update.schema.json/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
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
const err2 = {instancePath:instancePath+"/body",schemaPath:"https://schemas.vitrina.local/requests/comment-update.schema.json/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.rating !== undefined){
let data1 = data.rating;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
const err3 = {instancePath:instancePath+"/rating",schemaPath:"https://schemas.vitrina.local/requests/comment-update.schema.json/properties/rating/type",keyword:"type",params:{type: schema1.properties.rating.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/rating",schemaPath:"https://schemas.vitrina.local/requests/comment-update.schema.json/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/rating",schemaPath:"https://schemas.vitrina.local/requests/comment-update.schema.json/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err6 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/comment-update.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

