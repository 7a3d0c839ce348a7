// DO NOT EDIT: generated from schemas/openapi.yaml (createComment body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/comment-create.schema.json","$id":"https://schemas.vitrina.local/operations/createComment.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CommentCreateRequest","description":"Body of POST /api/v1/cms/comment/create: a comment (text), a rating (1..NumberOfStars) or both, on a post or a product. authorName is an anonymous author's name, when the options let anonymous visitors write.","type":"object","properties":{"targetType":{"type":"string","enum":["post","product"]},"targetId":{"type":"integer","minimum":1,"maximum":2147483647},"body":{"type":"string","maxLength":5000},"rating":{"type":"integer","minimum":1,"maximum":10},"authorName":{"type":"string","minLength":1,"maxLength":80}},"required":["targetType","targetId"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/comment-create.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/createComment.body.json" */;
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
if(data.targetType === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/required",keyword:"required",params:{missingProperty: "targetType"},message:"must have required property '"+"targetType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.targetId === undefined){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/required",keyword:"required",params:{missingProperty: "targetId"},message:"must have required property '"+"targetId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "targetType") || (key0 === "targetId")) || (key0 === "body")) || (key0 === "rating")) || (key0 === "authorName"))){
const err2 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.targetType !== undefined){
let data0 = data.targetType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/targetType",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/targetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "post") || (data0 === "product"))){
const err4 = {instancePath:instancePath+"/targetType",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/targetType/enum",keyword:"enum",params:{allowedValues: schema1.properties.targetType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.targetId !== undefined){
let data1 = data.targetId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/targetId",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/targetId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/targetId",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/targetId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/targetId",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/targetId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.body !== undefined){
let data2 = data.body;
if(typeof data2 === "string"){
if(func0(data2) > 5000){
const err8 = {instancePath:instancePath+"/body",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
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
const err9 = {instancePath:instancePath+"/body",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.rating !== undefined){
let data3 = data.rating;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/rating",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/rating/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/rating",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/rating",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.authorName !== undefined){
let data4 = data.authorName;
if(typeof data4 === "string"){
if(func0(data4) > 80){
const err13 = {instancePath:instancePath+"/authorName",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/authorName/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data4) < 1){
const err14 = {instancePath:instancePath+"/authorName",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/authorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/authorName",schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/properties/authorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/comment-create.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

