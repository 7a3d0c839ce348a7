// DO NOT EDIT: generated from schemas/openapi.yaml (listCommentsForModeration response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/comment-admin-list.schema.json"}},"$id":"https://schemas.vitrina.local/operations/listCommentsForModeration.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CommentAdminList","description":"One page of the site's comments for moderation: pending first, then newest first.","type":"object","properties":{"records":{"type":"array","maxItems":100,"items":{"$ref":"./comment.schema.json"}},"pendingCount":{"type":"integer","minimum":0,"maximum":2147483647},"totalPages":{"type":"integer","minimum":0,"maximum":2147483647},"totalRecords":{"type":"integer","minimum":0,"maximum":2147483647},"page":{"type":"integer","minimum":1,"maximum":100000},"limit":{"type":"integer","minimum":1,"maximum":100}},"required":["records","pendingCount","totalPages","totalRecords","page","limit"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment-admin-list.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Comment","description":"A comment on a blog post or a review of a product (issue 22, spec 3 comment options): plain text, shown as text, never as HTML.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"targetType":{"type":"string","enum":["post","product"]},"targetId":{"type":"integer","minimum":1,"maximum":2147483647},"targetTitle":{"type":"string","maxLength":1000,"description":"The post's title or the product's name (the back office's list)."},"authorName":{"type":"string","maxLength":200,"description":"A registered author's first name and initial, or an anonymous author's name."},"isRegistered":{"type":"boolean"},"isMine":{"type":"boolean","description":"Whether the caller wrote it (a signed-in user's own comment)."},"body":{"type":"string","maxLength":5000},"rating":{"type":["integer","null"],"minimum":1,"maximum":10,"description":"1..NumberOfStars, null without a rating."},"status":{"type":"string","enum":["published","pending","rejected"]},"language":{"type":"string","maxLength":3},"createdAt":{"type":"string","format":"date-time","maxLength":40},"updatedAt":{"type":"string","format":"date-time","maxLength":40}},"required":["id","targetType","targetId","authorName","isRegistered","isMine","body","rating","status","language","createdAt","updatedAt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/comment-admin-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.records === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "records"},message:"must have required property '"+"records"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pendingCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pendingCount"},message:"must have required property '"+"pendingCount"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totalPages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalPages"},message:"must have required property '"+"totalPages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.totalRecords === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalRecords"},message:"must have required property '"+"totalRecords"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.page === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.limit === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "records") || (key0 === "pendingCount")) || (key0 === "totalPages")) || (key0 === "totalRecords")) || (key0 === "page")) || (key0 === "limit"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.records !== undefined){
let data0 = data.records;
if(Array.isArray(data0)){
if(data0.length > 100){
const err7 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err8 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.targetType === undefined){
const err9 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "targetType"},message:"must have required property '"+"targetType"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.targetId === undefined){
const err10 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "targetId"},message:"must have required property '"+"targetId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.authorName === undefined){
const err11 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "authorName"},message:"must have required property '"+"authorName"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.isRegistered === undefined){
const err12 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "isRegistered"},message:"must have required property '"+"isRegistered"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.isMine === undefined){
const err13 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "isMine"},message:"must have required property '"+"isMine"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.body === undefined){
const err14 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.rating === undefined){
const err15 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.status === undefined){
const err16 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.language === undefined){
const err17 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.createdAt === undefined){
const err18 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.updatedAt === undefined){
const err19 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data1){
if(!(func0.call(schema2.properties, key1))){
const err20 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err21 = {instancePath:instancePath+"/records/" + i0+"/id",schemaPath:"./comment.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err22 = {instancePath:instancePath+"/records/" + i0+"/id",schemaPath:"./comment.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err23 = {instancePath:instancePath+"/records/" + i0+"/id",schemaPath:"./comment.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data1.targetType !== undefined){
let data3 = data1.targetType;
if(typeof data3 !== "string"){
const err24 = {instancePath:instancePath+"/records/" + i0+"/targetType",schemaPath:"./comment.schema.json/properties/targetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data3 === "post") || (data3 === "product"))){
const err25 = {instancePath:instancePath+"/records/" + i0+"/targetType",schemaPath:"./comment.schema.json/properties/targetType/enum",keyword:"enum",params:{allowedValues: schema2.properties.targetType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.targetId !== undefined){
let data4 = data1.targetId;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err26 = {instancePath:instancePath+"/records/" + i0+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err27 = {instancePath:instancePath+"/records/" + i0+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/records/" + i0+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data1.targetTitle !== undefined){
let data5 = data1.targetTitle;
if(typeof data5 === "string"){
if(func1(data5) > 1000){
const err29 = {instancePath:instancePath+"/records/" + i0+"/targetTitle",schemaPath:"./comment.schema.json/properties/targetTitle/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err30 = {instancePath:instancePath+"/records/" + i0+"/targetTitle",schemaPath:"./comment.schema.json/properties/targetTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.authorName !== undefined){
let data6 = data1.authorName;
if(typeof data6 === "string"){
if(func1(data6) > 200){
const err31 = {instancePath:instancePath+"/records/" + i0+"/authorName",schemaPath:"./comment.schema.json/properties/authorName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/records/" + i0+"/authorName",schemaPath:"./comment.schema.json/properties/authorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.isRegistered !== undefined){
if(typeof data1.isRegistered !== "boolean"){
const err33 = {instancePath:instancePath+"/records/" + i0+"/isRegistered",schemaPath:"./comment.schema.json/properties/isRegistered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.isMine !== undefined){
if(typeof data1.isMine !== "boolean"){
const err34 = {instancePath:instancePath+"/records/" + i0+"/isMine",schemaPath:"./comment.schema.json/properties/isMine/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.body !== undefined){
let data9 = data1.body;
if(typeof data9 === "string"){
if(func1(data9) > 5000){
const err35 = {instancePath:instancePath+"/records/" + i0+"/body",schemaPath:"./comment.schema.json/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/records/" + i0+"/body",schemaPath:"./comment.schema.json/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.rating !== undefined){
let data10 = data1.rating;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err37 = {instancePath:instancePath+"/records/" + i0+"/rating",schemaPath:"./comment.schema.json/properties/rating/type",keyword:"type",params:{type: schema2.properties.rating.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/records/" + i0+"/rating",schemaPath:"./comment.schema.json/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err39 = {instancePath:instancePath+"/records/" + i0+"/rating",schemaPath:"./comment.schema.json/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data1.status !== undefined){
let data11 = data1.status;
if(typeof data11 !== "string"){
const err40 = {instancePath:instancePath+"/records/" + i0+"/status",schemaPath:"./comment.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(((data11 === "published") || (data11 === "pending")) || (data11 === "rejected"))){
const err41 = {instancePath:instancePath+"/records/" + i0+"/status",schemaPath:"./comment.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema2.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data1.language !== undefined){
let data12 = data1.language;
if(typeof data12 === "string"){
if(func1(data12) > 3){
const err42 = {instancePath:instancePath+"/records/" + i0+"/language",schemaPath:"./comment.schema.json/properties/language/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
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
const err43 = {instancePath:instancePath+"/records/" + i0+"/language",schemaPath:"./comment.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.createdAt !== undefined){
let data13 = data1.createdAt;
if(typeof data13 === "string"){
if(func1(data13) > 40){
const err44 = {instancePath:instancePath+"/records/" + i0+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!(formats0.validate(data13))){
const err45 = {instancePath:instancePath+"/records/" + i0+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/records/" + i0+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data1.updatedAt !== undefined){
let data14 = data1.updatedAt;
if(typeof data14 === "string"){
if(func1(data14) > 40){
const err47 = {instancePath:instancePath+"/records/" + i0+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(formats0.validate(data14))){
const err48 = {instancePath:instancePath+"/records/" + i0+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/records/" + i0+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.pendingCount !== undefined){
let data15 = data.pendingCount;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err52 = {instancePath:instancePath+"/pendingCount",schemaPath:"#/properties/pendingCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 2147483647 || isNaN(data15)){
const err53 = {instancePath:instancePath+"/pendingCount",schemaPath:"#/properties/pendingCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err54 = {instancePath:instancePath+"/pendingCount",schemaPath:"#/properties/pendingCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data.totalPages !== undefined){
let data16 = data.totalPages;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err55 = {instancePath:instancePath+"/totalPages",schemaPath:"#/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 2147483647 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/totalPages",schemaPath:"#/properties/totalPages/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/totalPages",schemaPath:"#/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data.totalRecords !== undefined){
let data17 = data.totalRecords;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err58 = {instancePath:instancePath+"/totalRecords",schemaPath:"#/properties/totalRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 2147483647 || isNaN(data17)){
const err59 = {instancePath:instancePath+"/totalRecords",schemaPath:"#/properties/totalRecords/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err60 = {instancePath:instancePath+"/totalRecords",schemaPath:"#/properties/totalRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.page !== undefined){
let data18 = data.page;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err61 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 100000 || isNaN(data18)){
const err62 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err63 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data.limit !== undefined){
let data19 = data.limit;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err64 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 100 || isNaN(data19)){
const err65 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err66 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/listCommentsForModeration.response.json" */;
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
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

