// DO NOT EDIT: generated from schemas/openapi.yaml (clearCache response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"type":"array","maxItems":50,"items":{"$ref":"https://schemas.vitrina.local/entities/cache-info.schema.json"}}},"$id":"https://schemas.vitrina.local/operations/clearCache.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CacheInfo","description":"One kind of cached data (admin cache view, spec 2): how many entries and bytes it holds in Redis.","type":"object","properties":{"name":{"type":"string","maxLength":64,"pattern":"^[a-z][a-z-]*$"},"entries":{"type":"integer","minimum":0,"maximum":1000000000},"bytes":{"type":"integer","minimum":0,"maximum":1000000000000}},"required":["name","entries","bytes"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cache-info.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][a-z-]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/clearCache.response.json" */;
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
if(Array.isArray(data0)){
if(data0.length > 50){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.entries === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.bytes === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/required",keyword:"required",params:{missingProperty: "bytes"},message:"must have required property '"+"bytes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "name") || (key1 === "entries")) || (key1 === "bytes"))){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err7 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data2)){
const err8 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z-]*$"},message:"must match pattern \""+"^[a-z][a-z-]*$"+"\""};
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
const err9 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.entries !== undefined){
let data3 = data1.entries;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/data/" + i0+"/entries",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000000000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/data/" + i0+"/entries",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/entries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/data/" + i0+"/entries",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.bytes !== undefined){
let data4 = data1.bytes;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/data/" + i0+"/bytes",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000000000000 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/data/" + i0+"/bytes",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000},message:"must be <= 1000000000000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/data/" + i0+"/bytes",schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/properties/bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err16 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/cache-info.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

