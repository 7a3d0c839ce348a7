// DO NOT EDIT: generated from schemas/entities/comment-options.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CommentOptions","description":"The site's comment options (spec 3, spec 7 comment/getOptions) with their defaults: 5 stars (spec 9), commenting on the blog for registered users (spec 6).","type":"object","properties":{"NumberOfStars":{"type":"integer","minimum":1,"maximum":10},"RequireRatingForComment":{"type":"boolean"},"RequireCommentForRating":{"type":"boolean"},"CanCommentOnBlog":{"type":"string","enum":["RegisteredUsers","Everyone","Nobody"]},"OneUserOneComment":{"type":"boolean"},"UserCanEditComment":{"type":"boolean"},"RequireAdminPublishing":{"type":"boolean"},"AnonymousCanMultipleReview":{"type":"boolean"}},"required":["NumberOfStars","RequireRatingForComment","RequireCommentForRating","CanCommentOnBlog","OneUserOneComment","UserCanEditComment","RequireAdminPublishing","AnonymousCanMultipleReview"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/comment-options.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/comment-options.schema.json" */;
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
if(data.NumberOfStars === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "NumberOfStars"},message:"must have required property '"+"NumberOfStars"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.RequireRatingForComment === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "RequireRatingForComment"},message:"must have required property '"+"RequireRatingForComment"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.RequireCommentForRating === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "RequireCommentForRating"},message:"must have required property '"+"RequireCommentForRating"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.CanCommentOnBlog === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "CanCommentOnBlog"},message:"must have required property '"+"CanCommentOnBlog"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.OneUserOneComment === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "OneUserOneComment"},message:"must have required property '"+"OneUserOneComment"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.UserCanEditComment === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "UserCanEditComment"},message:"must have required property '"+"UserCanEditComment"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.RequireAdminPublishing === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "RequireAdminPublishing"},message:"must have required property '"+"RequireAdminPublishing"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.AnonymousCanMultipleReview === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "AnonymousCanMultipleReview"},message:"must have required property '"+"AnonymousCanMultipleReview"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "NumberOfStars") || (key0 === "RequireRatingForComment")) || (key0 === "RequireCommentForRating")) || (key0 === "CanCommentOnBlog")) || (key0 === "OneUserOneComment")) || (key0 === "UserCanEditComment")) || (key0 === "RequireAdminPublishing")) || (key0 === "AnonymousCanMultipleReview"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.NumberOfStars !== undefined){
let data0 = data.NumberOfStars;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/NumberOfStars",schemaPath:"#/properties/NumberOfStars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10 || isNaN(data0)){
const err10 = {instancePath:instancePath+"/NumberOfStars",schemaPath:"#/properties/NumberOfStars/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/NumberOfStars",schemaPath:"#/properties/NumberOfStars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.RequireRatingForComment !== undefined){
if(typeof data.RequireRatingForComment !== "boolean"){
const err12 = {instancePath:instancePath+"/RequireRatingForComment",schemaPath:"#/properties/RequireRatingForComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.RequireCommentForRating !== undefined){
if(typeof data.RequireCommentForRating !== "boolean"){
const err13 = {instancePath:instancePath+"/RequireCommentForRating",schemaPath:"#/properties/RequireCommentForRating/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.CanCommentOnBlog !== undefined){
let data3 = data.CanCommentOnBlog;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/CanCommentOnBlog",schemaPath:"#/properties/CanCommentOnBlog/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data3 === "RegisteredUsers") || (data3 === "Everyone")) || (data3 === "Nobody"))){
const err15 = {instancePath:instancePath+"/CanCommentOnBlog",schemaPath:"#/properties/CanCommentOnBlog/enum",keyword:"enum",params:{allowedValues: schema0.properties.CanCommentOnBlog.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.OneUserOneComment !== undefined){
if(typeof data.OneUserOneComment !== "boolean"){
const err16 = {instancePath:instancePath+"/OneUserOneComment",schemaPath:"#/properties/OneUserOneComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.UserCanEditComment !== undefined){
if(typeof data.UserCanEditComment !== "boolean"){
const err17 = {instancePath:instancePath+"/UserCanEditComment",schemaPath:"#/properties/UserCanEditComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.RequireAdminPublishing !== undefined){
if(typeof data.RequireAdminPublishing !== "boolean"){
const err18 = {instancePath:instancePath+"/RequireAdminPublishing",schemaPath:"#/properties/RequireAdminPublishing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.AnonymousCanMultipleReview !== undefined){
if(typeof data.AnonymousCanMultipleReview !== "boolean"){
const err19 = {instancePath:instancePath+"/AnonymousCanMultipleReview",schemaPath:"#/properties/AnonymousCanMultipleReview/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

