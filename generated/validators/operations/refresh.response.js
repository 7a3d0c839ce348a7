// DO NOT EDIT: generated from schemas/openapi.yaml (refresh response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/refresh-result.schema.json"}},"$id":"https://schemas.vitrina.local/operations/refresh.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RefreshResult","description":"What GET /api/v1/refresh answers (spec 7): a new pair of tokens; the refresh token sent is spent.","type":"object","properties":{"tokens":{"$ref":"./auth-tokens.schema.json"}},"required":["tokens"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/refresh-result.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AuthTokens","description":"A logged-in session (spec 3): the access token (1 hour, sent as the accessToken header) and the refresh token (30 days, sent as the refreshToken header to GET /api/v1/refresh).","type":"object","properties":{"accessToken":{"type":"string","minLength":16,"maxLength":200,"pattern":"^[A-Za-z0-9_-]+$"},"refreshToken":{"type":"string","minLength":16,"maxLength":200,"pattern":"^[A-Za-z0-9_-]+$"}},"required":["accessToken","refreshToken"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/auth-tokens.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/refresh-result.schema.json" */;
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
if(data.tokens === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "tokens")){
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
if(data.tokens !== undefined){
let data0 = data.tokens;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.accessToken === undefined){
const err2 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/required",keyword:"required",params:{missingProperty: "accessToken"},message:"must have required property '"+"accessToken"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.refreshToken === undefined){
const err3 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/required",keyword:"required",params:{missingProperty: "refreshToken"},message:"must have required property '"+"refreshToken"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "accessToken") || (key1 === "refreshToken"))){
const err4 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.accessToken !== undefined){
let data1 = data0.accessToken;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err5 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 16){
const err6 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.refreshToken !== undefined){
let data2 = data0.refreshToken;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err9 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data2) < 16){
const err10 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data2)){
const err11 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err13 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/refresh.response.json" */;
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

