// DO NOT EDIT: generated from schemas/openapi.yaml (changePassword body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/change-password.schema.json","$id":"https://schemas.vitrina.local/operations/changePassword.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ChangePasswordRequest","description":"POST /api/v1/user/web/password/reset (spec 3, 7): the old and the new password (spec 5: different).","type":"object","properties":{"oldPassword":{"type":"string","minLength":8,"maxLength":256},"newPassword":{"$ref":"../common/new-password.schema.json","differentFrom":"oldPassword"}},"required":["oldPassword","newPassword"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/change-password.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"NewPassword","description":"A password an account is given (register, reset, change): spec 5, 9 at least 8 characters, and not blank (issue 18: at least one character that is not white space, validation.passwordBlank). The server refuses common ones too (server/modules/user/password-policy.ts).","type":"string","minLength":8,"maxLength":256,"pattern":"\\S","$id":"https://schemas.vitrina.local/common/new-password.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("\\S", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/change-password.schema.json" */;
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
if(data.oldPassword === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "oldPassword"},message:"must have required property '"+"oldPassword"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.newPassword === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newPassword"},message:"must have required property '"+"newPassword"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "oldPassword") || (key0 === "newPassword"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.oldPassword !== undefined){
let data0 = data.oldPassword;
if(typeof data0 === "string"){
if(func0(data0) > 256){
const err3 = {instancePath:instancePath+"/oldPassword",schemaPath:"#/properties/oldPassword/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 8){
const err4 = {instancePath:instancePath+"/oldPassword",schemaPath:"#/properties/oldPassword/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/oldPassword",schemaPath:"#/properties/oldPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.newPassword !== undefined){
let data1 = data.newPassword;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err6 = {instancePath:instancePath+"/newPassword",schemaPath:"../common/new-password.schema.json/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data1) < 8){
const err7 = {instancePath:instancePath+"/newPassword",schemaPath:"../common/new-password.schema.json/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/newPassword",schemaPath:"../common/new-password.schema.json/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err9 = {instancePath:instancePath+"/newPassword",schemaPath:"../common/new-password.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 === data["oldPassword"]){
const err10 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/differentFrom",keyword:"differentFrom",params:{field: "oldPassword"},message:"must differ from the other field"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/changePassword.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

