// DO NOT EDIT: generated from schemas/entities/comment-list.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CommentList","description":"One page of a target's published comments, newest first, with the aggregate of all of them and the caller's own comments awaiting approval.","type":"object","properties":{"records":{"type":"array","maxItems":100,"items":{"$ref":"./comment.schema.json"}},"mine":{"type":"array","maxItems":100,"description":"The signed-in caller's own comments on the target that are not published (pending or rejected).","items":{"$ref":"./comment.schema.json"}},"aggregate":{"$ref":"./comment-aggregate.schema.json"},"totalPages":{"type":"integer","minimum":0,"maximum":2147483647},"totalRecords":{"type":"integer","minimum":0,"maximum":2147483647},"page":{"type":"integer","minimum":1,"maximum":100000},"limit":{"type":"integer","minimum":1,"maximum":100}},"required":["records","mine","aggregate","totalPages","totalRecords","page","limit"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment-list.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Comment","description":"A comment on a blog post or a review of a product (issue 22, spec 3 comment options): plain text, shown as text, never as HTML.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"targetType":{"type":"string","enum":["post","product"]},"targetId":{"type":"integer","minimum":1,"maximum":2147483647},"targetTitle":{"type":"string","maxLength":1000,"description":"The post's title or the product's name (the back office's list)."},"authorName":{"type":"string","maxLength":200,"description":"A registered author's first name and initial, or an anonymous author's name."},"isRegistered":{"type":"boolean"},"isMine":{"type":"boolean","description":"Whether the caller wrote it (a signed-in user's own comment)."},"body":{"type":"string","maxLength":5000},"rating":{"type":["integer","null"],"minimum":1,"maximum":10,"description":"1..NumberOfStars, null without a rating."},"status":{"type":"string","enum":["published","pending","rejected"]},"language":{"type":"string","maxLength":3},"createdAt":{"type":"string","format":"date-time","maxLength":40},"updatedAt":{"type":"string","format":"date-time","maxLength":40}},"required":["id","targetType","targetId","authorName","isRegistered","isMine","body","rating","status","language","createdAt","updatedAt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CommentAggregate","description":"A target's published comments counted, and the average of their ratings (schema.org AggregateRating).","type":"object","properties":{"commentCount":{"type":"integer","minimum":0,"maximum":2147483647},"ratingCount":{"type":"integer","minimum":0,"maximum":2147483647},"averageRating":{"type":["number","null"],"minimum":0,"maximum":10,"description":"Rounded to one decimal; null without ratings."},"bestRating":{"type":"integer","minimum":1,"maximum":10,"description":"NumberOfStars (spec 9: 5)."}},"required":["commentCount","ratingCount","averageRating","bestRating"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment-aggregate.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/comment-list.schema.json" */;
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
if(data.mine === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mine"},message:"must have required property '"+"mine"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.aggregate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "aggregate"},message:"must have required property '"+"aggregate"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.totalPages === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalPages"},message:"must have required property '"+"totalPages"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.totalRecords === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalRecords"},message:"must have required property '"+"totalRecords"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.page === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.limit === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "records") || (key0 === "mine")) || (key0 === "aggregate")) || (key0 === "totalPages")) || (key0 === "totalRecords")) || (key0 === "page")) || (key0 === "limit"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.records !== undefined){
let data0 = data.records;
if(Array.isArray(data0)){
if(data0.length > 100){
const err8 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err9 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.targetType === undefined){
const err10 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "targetType"},message:"must have required property '"+"targetType"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.targetId === undefined){
const err11 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "targetId"},message:"must have required property '"+"targetId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.authorName === undefined){
const err12 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "authorName"},message:"must have required property '"+"authorName"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.isRegistered === undefined){
const err13 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "isRegistered"},message:"must have required property '"+"isRegistered"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.isMine === undefined){
const err14 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "isMine"},message:"must have required property '"+"isMine"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.body === undefined){
const err15 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.rating === undefined){
const err16 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.status === undefined){
const err17 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.language === undefined){
const err18 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.createdAt === undefined){
const err19 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data1.updatedAt === undefined){
const err20 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data1){
if(!(func0.call(schema1.properties, key1))){
const err21 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err22 = {instancePath:instancePath+"/records/" + i0+"/id",schemaPath:"./comment.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err23 = {instancePath:instancePath+"/records/" + i0+"/id",schemaPath:"./comment.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err24 = {instancePath:instancePath+"/records/" + i0+"/id",schemaPath:"./comment.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.targetType !== undefined){
let data3 = data1.targetType;
if(typeof data3 !== "string"){
const err25 = {instancePath:instancePath+"/records/" + i0+"/targetType",schemaPath:"./comment.schema.json/properties/targetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data3 === "post") || (data3 === "product"))){
const err26 = {instancePath:instancePath+"/records/" + i0+"/targetType",schemaPath:"./comment.schema.json/properties/targetType/enum",keyword:"enum",params:{allowedValues: schema1.properties.targetType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.targetId !== undefined){
let data4 = data1.targetId;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err27 = {instancePath:instancePath+"/records/" + i0+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/records/" + i0+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err29 = {instancePath:instancePath+"/records/" + i0+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data1.targetTitle !== undefined){
let data5 = data1.targetTitle;
if(typeof data5 === "string"){
if(func1(data5) > 1000){
const err30 = {instancePath:instancePath+"/records/" + i0+"/targetTitle",schemaPath:"./comment.schema.json/properties/targetTitle/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/records/" + i0+"/targetTitle",schemaPath:"./comment.schema.json/properties/targetTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.authorName !== undefined){
let data6 = data1.authorName;
if(typeof data6 === "string"){
if(func1(data6) > 200){
const err32 = {instancePath:instancePath+"/records/" + i0+"/authorName",schemaPath:"./comment.schema.json/properties/authorName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/records/" + i0+"/authorName",schemaPath:"./comment.schema.json/properties/authorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.isRegistered !== undefined){
if(typeof data1.isRegistered !== "boolean"){
const err34 = {instancePath:instancePath+"/records/" + i0+"/isRegistered",schemaPath:"./comment.schema.json/properties/isRegistered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.isMine !== undefined){
if(typeof data1.isMine !== "boolean"){
const err35 = {instancePath:instancePath+"/records/" + i0+"/isMine",schemaPath:"./comment.schema.json/properties/isMine/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.body !== undefined){
let data9 = data1.body;
if(typeof data9 === "string"){
if(func1(data9) > 5000){
const err36 = {instancePath:instancePath+"/records/" + i0+"/body",schemaPath:"./comment.schema.json/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
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
const err37 = {instancePath:instancePath+"/records/" + i0+"/body",schemaPath:"./comment.schema.json/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.rating !== undefined){
let data10 = data1.rating;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err38 = {instancePath:instancePath+"/records/" + i0+"/rating",schemaPath:"./comment.schema.json/properties/rating/type",keyword:"type",params:{type: schema1.properties.rating.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10 || isNaN(data10)){
const err39 = {instancePath:instancePath+"/records/" + i0+"/rating",schemaPath:"./comment.schema.json/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err40 = {instancePath:instancePath+"/records/" + i0+"/rating",schemaPath:"./comment.schema.json/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data1.status !== undefined){
let data11 = data1.status;
if(typeof data11 !== "string"){
const err41 = {instancePath:instancePath+"/records/" + i0+"/status",schemaPath:"./comment.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(((data11 === "published") || (data11 === "pending")) || (data11 === "rejected"))){
const err42 = {instancePath:instancePath+"/records/" + i0+"/status",schemaPath:"./comment.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data1.language !== undefined){
let data12 = data1.language;
if(typeof data12 === "string"){
if(func1(data12) > 3){
const err43 = {instancePath:instancePath+"/records/" + i0+"/language",schemaPath:"./comment.schema.json/properties/language/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/records/" + i0+"/language",schemaPath:"./comment.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data1.createdAt !== undefined){
let data13 = data1.createdAt;
if(typeof data13 === "string"){
if(func1(data13) > 40){
const err45 = {instancePath:instancePath+"/records/" + i0+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!(formats0.validate(data13))){
const err46 = {instancePath:instancePath+"/records/" + i0+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/records/" + i0+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data1.updatedAt !== undefined){
let data14 = data1.updatedAt;
if(typeof data14 === "string"){
if(func1(data14) > 40){
const err48 = {instancePath:instancePath+"/records/" + i0+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(formats0.validate(data14))){
const err49 = {instancePath:instancePath+"/records/" + i0+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/records/" + i0+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err51 = {instancePath:instancePath+"/records/" + i0,schemaPath:"./comment.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.mine !== undefined){
let data15 = data.mine;
if(Array.isArray(data15)){
if(data15.length > 100){
const err53 = {instancePath:instancePath+"/mine",schemaPath:"#/properties/mine/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.id === undefined){
const err54 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data16.targetType === undefined){
const err55 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "targetType"},message:"must have required property '"+"targetType"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data16.targetId === undefined){
const err56 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "targetId"},message:"must have required property '"+"targetId"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16.authorName === undefined){
const err57 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "authorName"},message:"must have required property '"+"authorName"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data16.isRegistered === undefined){
const err58 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "isRegistered"},message:"must have required property '"+"isRegistered"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data16.isMine === undefined){
const err59 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "isMine"},message:"must have required property '"+"isMine"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data16.body === undefined){
const err60 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data16.rating === undefined){
const err61 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data16.status === undefined){
const err62 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data16.language === undefined){
const err63 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data16.createdAt === undefined){
const err64 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data16.updatedAt === undefined){
const err65 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key2 in data16){
if(!(func0.call(schema1.properties, key2))){
const err66 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data16.id !== undefined){
let data17 = data16.id;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err67 = {instancePath:instancePath+"/mine/" + i1+"/id",schemaPath:"./comment.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 2147483647 || isNaN(data17)){
const err68 = {instancePath:instancePath+"/mine/" + i1+"/id",schemaPath:"./comment.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err69 = {instancePath:instancePath+"/mine/" + i1+"/id",schemaPath:"./comment.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
if(data16.targetType !== undefined){
let data18 = data16.targetType;
if(typeof data18 !== "string"){
const err70 = {instancePath:instancePath+"/mine/" + i1+"/targetType",schemaPath:"./comment.schema.json/properties/targetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!((data18 === "post") || (data18 === "product"))){
const err71 = {instancePath:instancePath+"/mine/" + i1+"/targetType",schemaPath:"./comment.schema.json/properties/targetType/enum",keyword:"enum",params:{allowedValues: schema1.properties.targetType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data16.targetId !== undefined){
let data19 = data16.targetId;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err72 = {instancePath:instancePath+"/mine/" + i1+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 2147483647 || isNaN(data19)){
const err73 = {instancePath:instancePath+"/mine/" + i1+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err74 = {instancePath:instancePath+"/mine/" + i1+"/targetId",schemaPath:"./comment.schema.json/properties/targetId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
if(data16.targetTitle !== undefined){
let data20 = data16.targetTitle;
if(typeof data20 === "string"){
if(func1(data20) > 1000){
const err75 = {instancePath:instancePath+"/mine/" + i1+"/targetTitle",schemaPath:"./comment.schema.json/properties/targetTitle/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/mine/" + i1+"/targetTitle",schemaPath:"./comment.schema.json/properties/targetTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data16.authorName !== undefined){
let data21 = data16.authorName;
if(typeof data21 === "string"){
if(func1(data21) > 200){
const err77 = {instancePath:instancePath+"/mine/" + i1+"/authorName",schemaPath:"./comment.schema.json/properties/authorName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/mine/" + i1+"/authorName",schemaPath:"./comment.schema.json/properties/authorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data16.isRegistered !== undefined){
if(typeof data16.isRegistered !== "boolean"){
const err79 = {instancePath:instancePath+"/mine/" + i1+"/isRegistered",schemaPath:"./comment.schema.json/properties/isRegistered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data16.isMine !== undefined){
if(typeof data16.isMine !== "boolean"){
const err80 = {instancePath:instancePath+"/mine/" + i1+"/isMine",schemaPath:"./comment.schema.json/properties/isMine/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data16.body !== undefined){
let data24 = data16.body;
if(typeof data24 === "string"){
if(func1(data24) > 5000){
const err81 = {instancePath:instancePath+"/mine/" + i1+"/body",schemaPath:"./comment.schema.json/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/mine/" + i1+"/body",schemaPath:"./comment.schema.json/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data16.rating !== undefined){
let data25 = data16.rating;
if((!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))) && (data25 !== null)){
const err83 = {instancePath:instancePath+"/mine/" + i1+"/rating",schemaPath:"./comment.schema.json/properties/rating/type",keyword:"type",params:{type: schema1.properties.rating.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 10 || isNaN(data25)){
const err84 = {instancePath:instancePath+"/mine/" + i1+"/rating",schemaPath:"./comment.schema.json/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data25 < 1 || isNaN(data25)){
const err85 = {instancePath:instancePath+"/mine/" + i1+"/rating",schemaPath:"./comment.schema.json/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
if(data16.status !== undefined){
let data26 = data16.status;
if(typeof data26 !== "string"){
const err86 = {instancePath:instancePath+"/mine/" + i1+"/status",schemaPath:"./comment.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!(((data26 === "published") || (data26 === "pending")) || (data26 === "rejected"))){
const err87 = {instancePath:instancePath+"/mine/" + i1+"/status",schemaPath:"./comment.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data16.language !== undefined){
let data27 = data16.language;
if(typeof data27 === "string"){
if(func1(data27) > 3){
const err88 = {instancePath:instancePath+"/mine/" + i1+"/language",schemaPath:"./comment.schema.json/properties/language/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/mine/" + i1+"/language",schemaPath:"./comment.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data16.createdAt !== undefined){
let data28 = data16.createdAt;
if(typeof data28 === "string"){
if(func1(data28) > 40){
const err90 = {instancePath:instancePath+"/mine/" + i1+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(!(formats0.validate(data28))){
const err91 = {instancePath:instancePath+"/mine/" + i1+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/mine/" + i1+"/createdAt",schemaPath:"./comment.schema.json/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data16.updatedAt !== undefined){
let data29 = data16.updatedAt;
if(typeof data29 === "string"){
if(func1(data29) > 40){
const err93 = {instancePath:instancePath+"/mine/" + i1+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(!(formats0.validate(data29))){
const err94 = {instancePath:instancePath+"/mine/" + i1+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/mine/" + i1+"/updatedAt",schemaPath:"./comment.schema.json/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/mine/" + i1,schemaPath:"./comment.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath:instancePath+"/mine",schemaPath:"#/properties/mine/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.aggregate !== undefined){
let data30 = data.aggregate;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.commentCount === undefined){
const err98 = {instancePath:instancePath+"/aggregate",schemaPath:"./comment-aggregate.schema.json/required",keyword:"required",params:{missingProperty: "commentCount"},message:"must have required property '"+"commentCount"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data30.ratingCount === undefined){
const err99 = {instancePath:instancePath+"/aggregate",schemaPath:"./comment-aggregate.schema.json/required",keyword:"required",params:{missingProperty: "ratingCount"},message:"must have required property '"+"ratingCount"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data30.averageRating === undefined){
const err100 = {instancePath:instancePath+"/aggregate",schemaPath:"./comment-aggregate.schema.json/required",keyword:"required",params:{missingProperty: "averageRating"},message:"must have required property '"+"averageRating"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data30.bestRating === undefined){
const err101 = {instancePath:instancePath+"/aggregate",schemaPath:"./comment-aggregate.schema.json/required",keyword:"required",params:{missingProperty: "bestRating"},message:"must have required property '"+"bestRating"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
for(const key3 in data30){
if(!((((key3 === "commentCount") || (key3 === "ratingCount")) || (key3 === "averageRating")) || (key3 === "bestRating"))){
const err102 = {instancePath:instancePath+"/aggregate",schemaPath:"./comment-aggregate.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data30.commentCount !== undefined){
let data31 = data30.commentCount;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err103 = {instancePath:instancePath+"/aggregate/commentCount",schemaPath:"./comment-aggregate.schema.json/properties/commentCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 2147483647 || isNaN(data31)){
const err104 = {instancePath:instancePath+"/aggregate/commentCount",schemaPath:"./comment-aggregate.schema.json/properties/commentCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data31 < 0 || isNaN(data31)){
const err105 = {instancePath:instancePath+"/aggregate/commentCount",schemaPath:"./comment-aggregate.schema.json/properties/commentCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
if(data30.ratingCount !== undefined){
let data32 = data30.ratingCount;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err106 = {instancePath:instancePath+"/aggregate/ratingCount",schemaPath:"./comment-aggregate.schema.json/properties/ratingCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 2147483647 || isNaN(data32)){
const err107 = {instancePath:instancePath+"/aggregate/ratingCount",schemaPath:"./comment-aggregate.schema.json/properties/ratingCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err108 = {instancePath:instancePath+"/aggregate/ratingCount",schemaPath:"./comment-aggregate.schema.json/properties/ratingCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
if(data30.averageRating !== undefined){
let data33 = data30.averageRating;
if((!((typeof data33 == "number") && (isFinite(data33)))) && (data33 !== null)){
const err109 = {instancePath:instancePath+"/aggregate/averageRating",schemaPath:"./comment-aggregate.schema.json/properties/averageRating/type",keyword:"type",params:{type: schema3.properties.averageRating.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 10 || isNaN(data33)){
const err110 = {instancePath:instancePath+"/aggregate/averageRating",schemaPath:"./comment-aggregate.schema.json/properties/averageRating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err111 = {instancePath:instancePath+"/aggregate/averageRating",schemaPath:"./comment-aggregate.schema.json/properties/averageRating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
if(data30.bestRating !== undefined){
let data34 = data30.bestRating;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err112 = {instancePath:instancePath+"/aggregate/bestRating",schemaPath:"./comment-aggregate.schema.json/properties/bestRating/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 > 10 || isNaN(data34)){
const err113 = {instancePath:instancePath+"/aggregate/bestRating",schemaPath:"./comment-aggregate.schema.json/properties/bestRating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data34 < 1 || isNaN(data34)){
const err114 = {instancePath:instancePath+"/aggregate/bestRating",schemaPath:"./comment-aggregate.schema.json/properties/bestRating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
}
else {
const err115 = {instancePath:instancePath+"/aggregate",schemaPath:"./comment-aggregate.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.totalPages !== undefined){
let data35 = data.totalPages;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err116 = {instancePath:instancePath+"/totalPages",schemaPath:"#/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 2147483647 || isNaN(data35)){
const err117 = {instancePath:instancePath+"/totalPages",schemaPath:"#/properties/totalPages/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err118 = {instancePath:instancePath+"/totalPages",schemaPath:"#/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
if(data.totalRecords !== undefined){
let data36 = data.totalRecords;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err119 = {instancePath:instancePath+"/totalRecords",schemaPath:"#/properties/totalRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 2147483647 || isNaN(data36)){
const err120 = {instancePath:instancePath+"/totalRecords",schemaPath:"#/properties/totalRecords/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err121 = {instancePath:instancePath+"/totalRecords",schemaPath:"#/properties/totalRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data.page !== undefined){
let data37 = data.page;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err122 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 100000 || isNaN(data37)){
const err123 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data37 < 1 || isNaN(data37)){
const err124 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
if(data.limit !== undefined){
let data38 = data.limit;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err125 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 100 || isNaN(data38)){
const err126 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data38 < 1 || isNaN(data38)){
const err127 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
}
else {
const err128 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

