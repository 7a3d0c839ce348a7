// DO NOT EDIT: generated from schemas/entities/builder-translation-review.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderTranslationReview","description":"Stored per language of a builder document (decision 057): the elements hidden in that language (their subtrees are left out of what it publishes) and the untranslated texts the editor confirmed to publish as they are (by element id, `$options` for a section's options: a fingerprint of the default-language texts confirmed; a changed text is untranslated again).","type":"object","properties":{"hidden":{"$ref":"../common/builder-element-ids.schema.json"},"confirmed":{"type":"object","maxProperties":2000,"propertyNames":{"maxLength":64,"pattern":"^(?:[A-Za-z0-9_-]+|\\$options)$"},"additionalProperties":{"type":"string","maxLength":64}}},"required":["hidden","confirmed"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/builder-translation-review.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderElementIds","description":"Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.","type":"array","maxItems":2000,"uniqueItems":true,"items":{"type":"string","maxLength":64,"pattern":"^(?:[A-Za-z0-9_-]+|\\$options)$"},"$id":"https://schemas.vitrina.local/common/builder-element-ids.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^(?:[A-Za-z0-9_-]+|\\$options)$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/builder-translation-review.schema.json" */;
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
if(data.hidden === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hidden"},message:"must have required property '"+"hidden"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.confirmed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmed"},message:"must have required property '"+"confirmed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "hidden") || (key0 === "confirmed"))){
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
if(data.hidden !== undefined){
let data0 = data.hidden;
if(Array.isArray(data0)){
if(data0.length > 2000){
const err3 = {instancePath:instancePath+"/hidden",schemaPath:"../common/builder-element-ids.schema.json/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err4 = {instancePath:instancePath+"/hidden/" + i0,schemaPath:"../common/builder-element-ids.schema.json/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/hidden/" + i0,schemaPath:"../common/builder-element-ids.schema.json/items/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9_-]+|\\$options)$"},message:"must match pattern \""+"^(?:[A-Za-z0-9_-]+|\\$options)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/hidden/" + i0,schemaPath:"../common/builder-element-ids.schema.json/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err7 = {instancePath:instancePath+"/hidden",schemaPath:"../common/builder-element-ids.schema.json/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err8 = {instancePath:instancePath+"/hidden",schemaPath:"../common/builder-element-ids.schema.json/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.confirmed !== undefined){
let data2 = data.confirmed;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 2000){
const err9 = {instancePath:instancePath+"/confirmed",schemaPath:"#/properties/confirmed/maxProperties",keyword:"maxProperties",params:{limit: 2000},message:"must NOT have more than 2000 properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
const _errs9 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 64){
const err10 = {instancePath:instancePath+"/confirmed",schemaPath:"#/properties/confirmed/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(key1)){
const err11 = {instancePath:instancePath+"/confirmed",schemaPath:"#/properties/confirmed/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9_-]+|\\$options)$"},message:"must match pattern \""+"^(?:[A-Za-z0-9_-]+|\\$options)$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var valid5 = _errs9 === errors;
if(!valid5){
const err12 = {instancePath:instancePath+"/confirmed",schemaPath:"#/properties/confirmed/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err13 = {instancePath:instancePath+"/confirmed/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/confirmed/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/confirmed/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/confirmed/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/confirmed",schemaPath:"#/properties/confirmed/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

