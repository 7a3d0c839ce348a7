// DO NOT EDIT: generated from schemas/entities/user-setting.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"UserSetting","description":"One setting of the signed-in user by group and key (spec 7 settings general/user). general/language is the back-office user's global language: the admin area speaks it (spec 6 admin locale).","type":"object","properties":{"group":{"type":"string","enum":["general"]},"key":{"type":"string","enum":["language"]},"value":{"$ref":"../common/language-code.schema.json"}},"required":["group","key","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/user-setting.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z]{3}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/user-setting.schema.json" */;
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
if(data.group === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.value === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "group") || (key0 === "key")) || (key0 === "value"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.group !== undefined){
let data0 = data.group;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data0 === "general")){
const err5 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/enum",keyword:"enum",params:{allowedValues: schema0.properties.group.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.key !== undefined){
let data1 = data.key;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data1 === "language")){
const err7 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/enum",keyword:"enum",params:{allowedValues: schema0.properties.key.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.value !== undefined){
let data2 = data.value;
if(typeof data2 === "string"){
if(func0(data2) > 3){
const err8 = {instancePath:instancePath+"/value",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data2) < 3){
const err9 = {instancePath:instancePath+"/value",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data2)){
const err10 = {instancePath:instancePath+"/value",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/value",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

