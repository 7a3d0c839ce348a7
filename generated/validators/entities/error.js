// DO NOT EDIT: generated from schemas/entities/error.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ErrorResponse","description":"Every failed API call (spec 8): message is the translated text of key.","type":"object","properties":{"error":{"$ref":"./api-error.schema.json"}},"required":["error"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/error.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ApiError","description":"The error object of the spec 8 envelope: message is the translated text of key.","type":"object","properties":{"status":{"type":"integer","minimum":400,"maximum":599},"message":{"type":"string","maxLength":1000},"key":{"type":"string","minLength":1,"maxLength":200},"fields":{"description":"One entry per invalid input, path a JSON pointer into it.","type":"array","maxItems":100,"items":{"title":"ApiFieldError","type":"object","properties":{"path":{"type":"string","maxLength":500},"message":{"type":"string","maxLength":1000},"key":{"type":"string","maxLength":200}},"required":["path","message"],"additionalProperties":false}}},"required":["status","message","key"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/api-error.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/error.schema.json" */;
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
for(const key0 in data){
if(!(key0 === "error")){
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
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.status === undefined){
const err2 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.message === undefined){
const err3 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.key === undefined){
const err4 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "status") || (key1 === "message")) || (key1 === "key")) || (key1 === "fields"))){
const err5 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.status !== undefined){
let data1 = data0.status;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/error/status",schemaPath:"./api-error.schema.json/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 599 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/error/status",schemaPath:"./api-error.schema.json/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 400 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/error/status",schemaPath:"./api-error.schema.json/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data0.message !== undefined){
let data2 = data0.message;
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err9 = {instancePath:instancePath+"/error/message",schemaPath:"./api-error.schema.json/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/error/message",schemaPath:"./api-error.schema.json/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.key !== undefined){
let data3 = data0.key;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err11 = {instancePath:instancePath+"/error/key",schemaPath:"./api-error.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data3) < 1){
const err12 = {instancePath:instancePath+"/error/key",schemaPath:"./api-error.schema.json/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/error/key",schemaPath:"./api-error.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.fields !== undefined){
let data4 = data0.fields;
if(Array.isArray(data4)){
if(data4.length > 100){
const err14 = {instancePath:instancePath+"/error/fields",schemaPath:"./api-error.schema.json/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.path === undefined){
const err15 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.message === undefined){
const err16 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data5){
if(!(((key2 === "path") || (key2 === "message")) || (key2 === "key"))){
const err17 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.path !== undefined){
let data6 = data5.path;
if(typeof data6 === "string"){
if(func0(data6) > 500){
const err18 = {instancePath:instancePath+"/error/fields/" + i0+"/path",schemaPath:"./api-error.schema.json/properties/fields/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/error/fields/" + i0+"/path",schemaPath:"./api-error.schema.json/properties/fields/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.message !== undefined){
let data7 = data5.message;
if(typeof data7 === "string"){
if(func0(data7) > 1000){
const err20 = {instancePath:instancePath+"/error/fields/" + i0+"/message",schemaPath:"./api-error.schema.json/properties/fields/items/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/error/fields/" + i0+"/message",schemaPath:"./api-error.schema.json/properties/fields/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.key !== undefined){
let data8 = data5.key;
if(typeof data8 === "string"){
if(func0(data8) > 200){
const err22 = {instancePath:instancePath+"/error/fields/" + i0+"/key",schemaPath:"./api-error.schema.json/properties/fields/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/error/fields/" + i0+"/key",schemaPath:"./api-error.schema.json/properties/fields/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err24 = {instancePath:instancePath+"/error/fields/" + i0,schemaPath:"./api-error.schema.json/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/error/fields",schemaPath:"./api-error.schema.json/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err26 = {instancePath:instancePath+"/error",schemaPath:"./api-error.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

