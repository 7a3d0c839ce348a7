// DO NOT EDIT: generated from schemas/openapi.yaml (getCommentOptions response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/comment-options.schema.json"}},"$id":"https://schemas.vitrina.local/operations/getCommentOptions.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CommentOptions","description":"The site's comment options (spec 3, spec 7 comment/getOptions) with their defaults: 5 stars (spec 9), commenting on the blog for registered users (spec 6).","type":"object","properties":{"NumberOfStars":{"type":"integer","minimum":1,"maximum":10},"RequireRatingForComment":{"type":"boolean"},"RequireCommentForRating":{"type":"boolean"},"CanCommentOnBlog":{"type":"string","enum":["RegisteredUsers","Everyone","Nobody"]},"OneUserOneComment":{"type":"boolean"},"UserCanEditComment":{"type":"boolean"},"RequireAdminPublishing":{"type":"boolean"},"AnonymousCanMultipleReview":{"type":"boolean"}},"required":["NumberOfStars","RequireRatingForComment","RequireCommentForRating","CanCommentOnBlog","OneUserOneComment","UserCanEditComment","RequireAdminPublishing","AnonymousCanMultipleReview"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment-options.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getCommentOptions.response.json" */;
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
if(data0.NumberOfStars === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "NumberOfStars"},message:"must have required property '"+"NumberOfStars"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.RequireRatingForComment === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "RequireRatingForComment"},message:"must have required property '"+"RequireRatingForComment"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.RequireCommentForRating === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "RequireCommentForRating"},message:"must have required property '"+"RequireCommentForRating"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.CanCommentOnBlog === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "CanCommentOnBlog"},message:"must have required property '"+"CanCommentOnBlog"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.OneUserOneComment === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "OneUserOneComment"},message:"must have required property '"+"OneUserOneComment"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.UserCanEditComment === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "UserCanEditComment"},message:"must have required property '"+"UserCanEditComment"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.RequireAdminPublishing === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "RequireAdminPublishing"},message:"must have required property '"+"RequireAdminPublishing"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.AnonymousCanMultipleReview === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/required",keyword:"required",params:{missingProperty: "AnonymousCanMultipleReview"},message:"must have required property '"+"AnonymousCanMultipleReview"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data0){
if(!((((((((key1 === "NumberOfStars") || (key1 === "RequireRatingForComment")) || (key1 === "RequireCommentForRating")) || (key1 === "CanCommentOnBlog")) || (key1 === "OneUserOneComment")) || (key1 === "UserCanEditComment")) || (key1 === "RequireAdminPublishing")) || (key1 === "AnonymousCanMultipleReview"))){
const err10 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.NumberOfStars !== undefined){
let data1 = data0.NumberOfStars;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err11 = {instancePath:instancePath+"/data/NumberOfStars",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/NumberOfStars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/data/NumberOfStars",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/NumberOfStars/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/data/NumberOfStars",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/NumberOfStars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data0.RequireRatingForComment !== undefined){
if(typeof data0.RequireRatingForComment !== "boolean"){
const err14 = {instancePath:instancePath+"/data/RequireRatingForComment",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/RequireRatingForComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.RequireCommentForRating !== undefined){
if(typeof data0.RequireCommentForRating !== "boolean"){
const err15 = {instancePath:instancePath+"/data/RequireCommentForRating",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/RequireCommentForRating/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.CanCommentOnBlog !== undefined){
let data4 = data0.CanCommentOnBlog;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/data/CanCommentOnBlog",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/CanCommentOnBlog/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data4 === "RegisteredUsers") || (data4 === "Everyone")) || (data4 === "Nobody"))){
const err17 = {instancePath:instancePath+"/data/CanCommentOnBlog",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/CanCommentOnBlog/enum",keyword:"enum",params:{allowedValues: schema1.properties.CanCommentOnBlog.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.OneUserOneComment !== undefined){
if(typeof data0.OneUserOneComment !== "boolean"){
const err18 = {instancePath:instancePath+"/data/OneUserOneComment",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/OneUserOneComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.UserCanEditComment !== undefined){
if(typeof data0.UserCanEditComment !== "boolean"){
const err19 = {instancePath:instancePath+"/data/UserCanEditComment",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/UserCanEditComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.RequireAdminPublishing !== undefined){
if(typeof data0.RequireAdminPublishing !== "boolean"){
const err20 = {instancePath:instancePath+"/data/RequireAdminPublishing",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/RequireAdminPublishing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.AnonymousCanMultipleReview !== undefined){
if(typeof data0.AnonymousCanMultipleReview !== "boolean"){
const err21 = {instancePath:instancePath+"/data/AnonymousCanMultipleReview",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/properties/AnonymousCanMultipleReview/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/comment-options.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

