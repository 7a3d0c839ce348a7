// DO NOT EDIT: generated from schemas/entities/builder-untranslated-conflict.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderUntranslatedConflict","description":"409 of a publish of a language with untranslated texts and no choice what to do with them (decision 057): the error and the ids of those elements; nothing was published.","type":"object","properties":{"error":{"$ref":"./api-error.schema.json"},"untranslated":{"$ref":"../common/builder-element-ids.schema.json"}},"required":["error","untranslated"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/builder-untranslated-conflict.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ApiError","description":"The error object of the spec 8 envelope: message is the translated text of key.","type":"object","properties":{"status":{"type":"integer","minimum":400,"maximum":599},"message":{"type":"string","maxLength":1000},"key":{"type":"string","minLength":1,"maxLength":200},"fields":{"description":"One entry per invalid input, path a JSON pointer into it.","type":"array","maxItems":100,"items":{"title":"ApiFieldError","type":"object","properties":{"path":{"type":"string","maxLength":500},"message":{"type":"string","maxLength":1000},"key":{"type":"string","maxLength":200}},"required":["path","message"],"additionalProperties":false}}},"required":["status","message","key"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/api-error.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderElementIds","description":"Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.","type":"array","maxItems":2000,"uniqueItems":true,"items":{"type":"string","maxLength":64,"pattern":"^(?:[A-Za-z0-9_-]+|\\$options)$"},"$id":"https://schemas.vitrina.local/common/builder-element-ids.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^(?:[A-Za-z0-9_-]+|\\$options)$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/builder-untranslated-conflict.schema.json" */;
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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.untranslated === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "untranslated"},message:"must have required property '"+"untranslated"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "error") || (key0 === "untranslated"))){
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
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.status === undefined){
const err3 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.message === undefined){
const err4 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.key === undefined){
const err5 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "status") || (key1 === "message")) || (key1 === "key")) || (key1 === "fields"))){
const err6 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.status !== undefined){
let data1 = data0.status;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/error/status",schemaPath:"./api-error.schema.json/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 599 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/error/status",schemaPath:"./api-error.schema.json/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 400 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/error/status",schemaPath:"./api-error.schema.json/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data0.message !== undefined){
let data2 = data0.message;
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err10 = {instancePath:instancePath+"/error/message",schemaPath:"./api-error.schema.json/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err11 = {instancePath:instancePath+"/error/message",schemaPath:"./api-error.schema.json/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.key !== undefined){
let data3 = data0.key;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err12 = {instancePath:instancePath+"/error/key",schemaPath:"./api-error.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data3) < 1){
const err13 = {instancePath:instancePath+"/error/key",schemaPath:"./api-error.schema.json/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/error/key",schemaPath:"./api-error.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.fields !== undefined){
let data4 = data0.fields;
if(Array.isArray(data4)){
if(data4.length > 100){
const err15 = {instancePath:instancePath+"/error/fields",schemaPath:"./api-error.schema.json/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.path === undefined){
const err16 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.message === undefined){
const err17 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key2 in data5){
if(!(((key2 === "path") || (key2 === "message")) || (key2 === "key"))){
const err18 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.path !== undefined){
let data6 = data5.path;
if(typeof data6 === "string"){
if(func0(data6) > 500){
const err19 = {instancePath:instancePath+"/error/fields/" + i0+"/path",schemaPath:"./api-error.schema.json/properties/fields/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/error/fields/" + i0+"/path",schemaPath:"./api-error.schema.json/properties/fields/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.message !== undefined){
let data7 = data5.message;
if(typeof data7 === "string"){
if(func0(data7) > 1000){
const err21 = {instancePath:instancePath+"/error/fields/" + i0+"/message",schemaPath:"./api-error.schema.json/properties/fields/items/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/error/fields/" + i0+"/message",schemaPath:"./api-error.schema.json/properties/fields/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.key !== undefined){
let data8 = data5.key;
if(typeof data8 === "string"){
if(func0(data8) > 200){
const err23 = {instancePath:instancePath+"/error/fields/" + i0+"/key",schemaPath:"./api-error.schema.json/properties/fields/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err24 = {instancePath:instancePath+"/error/fields/" + i0+"/key",schemaPath:"./api-error.schema.json/properties/fields/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err25 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/error/fields",schemaPath:"./api-error.schema.json/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.untranslated !== undefined){
let data9 = data.untranslated;
if(Array.isArray(data9)){
if(data9.length > 2000){
const err28 = {instancePath:instancePath+"/untranslated",schemaPath:"../common/builder-element-ids.schema.json/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 === "string"){
if(func0(data10) > 64){
const err29 = {instancePath:instancePath+"/untranslated/" + i1,schemaPath:"../common/builder-element-ids.schema.json/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern0.test(data10)){
const err30 = {instancePath:instancePath+"/untranslated/" + i1,schemaPath:"../common/builder-element-ids.schema.json/items/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9_-]+|\\$options)$"},message:"must match pattern \""+"^(?:[A-Za-z0-9_-]+|\\$options)$"+"\""};
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
const err31 = {instancePath:instancePath+"/untranslated/" + i1,schemaPath:"../common/builder-element-ids.schema.json/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let i2 = data9.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data9[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err32 = {instancePath:instancePath+"/untranslated",schemaPath:"../common/builder-element-ids.schema.json/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err33 = {instancePath:instancePath+"/untranslated",schemaPath:"../common/builder-element-ids.schema.json/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

