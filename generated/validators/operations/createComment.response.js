// DO NOT EDIT: generated from schemas/openapi.yaml (createComment response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/comment.schema.json"}},"$id":"https://schemas.vitrina.local/operations/createComment.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Comment","description":"A comment on a blog post or a review of a product (issue 22, spec 3 comment options): plain text, shown as text, never as HTML.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"targetType":{"type":"string","enum":["post","product"]},"targetId":{"type":"integer","minimum":1,"maximum":2147483647},"targetTitle":{"type":"string","maxLength":1000,"description":"The post's title or the product's name (the back office's list)."},"authorName":{"type":"string","maxLength":200,"description":"A registered author's first name and initial, or an anonymous author's name."},"isRegistered":{"type":"boolean"},"isMine":{"type":"boolean","description":"Whether the caller wrote it (a signed-in user's own comment)."},"body":{"type":"string","maxLength":5000},"rating":{"type":["integer","null"],"minimum":1,"maximum":10,"description":"1..NumberOfStars, null without a rating."},"status":{"type":"string","enum":["published","pending","rejected"]},"language":{"type":"string","maxLength":3},"createdAt":{"type":"string","format":"date-time","maxLength":40},"updatedAt":{"type":"string","format":"date-time","maxLength":40}},"required":["id","targetType","targetId","authorName","isRegistered","isMine","body","rating","status","language","createdAt","updatedAt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/createComment.response.json" */;
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
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.targetType === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "targetType"},message:"must have required property '"+"targetType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.targetId === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "targetId"},message:"must have required property '"+"targetId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.authorName === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "authorName"},message:"must have required property '"+"authorName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.isRegistered === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "isRegistered"},message:"must have required property '"+"isRegistered"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.isMine === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "isMine"},message:"must have required property '"+"isMine"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.body === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.rating === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.status === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.language === undefined){
const err11 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.createdAt === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0.updatedAt === undefined){
const err13 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data0){
if(!(func0.call(schema1.properties, key1))){
const err14 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err15 = {instancePath:instancePath+"/data/id",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err16 = {instancePath:instancePath+"/data/id",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err17 = {instancePath:instancePath+"/data/id",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data0.targetType !== undefined){
let data2 = data0.targetType;
if(typeof data2 !== "string"){
const err18 = {instancePath:instancePath+"/data/targetType",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/targetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data2 === "post") || (data2 === "product"))){
const err19 = {instancePath:instancePath+"/data/targetType",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/targetType/enum",keyword:"enum",params:{allowedValues: schema1.properties.targetType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.targetId !== undefined){
let data3 = data0.targetId;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err20 = {instancePath:instancePath+"/data/targetId",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/targetId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/data/targetId",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/targetId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err22 = {instancePath:instancePath+"/data/targetId",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/targetId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data0.targetTitle !== undefined){
let data4 = data0.targetTitle;
if(typeof data4 === "string"){
if(func1(data4) > 1000){
const err23 = {instancePath:instancePath+"/data/targetTitle",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/targetTitle/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/data/targetTitle",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/targetTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data0.authorName !== undefined){
let data5 = data0.authorName;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err25 = {instancePath:instancePath+"/data/authorName",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/authorName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/data/authorName",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/authorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data0.isRegistered !== undefined){
if(typeof data0.isRegistered !== "boolean"){
const err27 = {instancePath:instancePath+"/data/isRegistered",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/isRegistered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data0.isMine !== undefined){
if(typeof data0.isMine !== "boolean"){
const err28 = {instancePath:instancePath+"/data/isMine",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/isMine/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.body !== undefined){
let data8 = data0.body;
if(typeof data8 === "string"){
if(func1(data8) > 5000){
const err29 = {instancePath:instancePath+"/data/body",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/data/body",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data0.rating !== undefined){
let data9 = data0.rating;
if((!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) && (data9 !== null)){
const err31 = {instancePath:instancePath+"/data/rating",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/rating/type",keyword:"type",params:{type: schema1.properties.rating.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/data/rating",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/data/rating",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data0.status !== undefined){
let data10 = data0.status;
if(typeof data10 !== "string"){
const err34 = {instancePath:instancePath+"/data/status",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(((data10 === "published") || (data10 === "pending")) || (data10 === "rejected"))){
const err35 = {instancePath:instancePath+"/data/status",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data0.language !== undefined){
let data11 = data0.language;
if(typeof data11 === "string"){
if(func1(data11) > 3){
const err36 = {instancePath:instancePath+"/data/language",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/language/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/data/language",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data0.createdAt !== undefined){
let data12 = data0.createdAt;
if(typeof data12 === "string"){
if(func1(data12) > 40){
const err38 = {instancePath:instancePath+"/data/createdAt",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!(formats0.validate(data12))){
const err39 = {instancePath:instancePath+"/data/createdAt",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/data/createdAt",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data0.updatedAt !== undefined){
let data13 = data0.updatedAt;
if(typeof data13 === "string"){
if(func1(data13) > 40){
const err41 = {instancePath:instancePath+"/data/updatedAt",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/updatedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.validate(data13))){
const err42 = {instancePath:instancePath+"/data/updatedAt",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/data/updatedAt",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

