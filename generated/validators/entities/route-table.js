// DO NOT EDIT: generated from schemas/entities/route-table.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RouteTable","description":"The localised route table of spec 2 (schemas/routes.json); languages and their URL prefixes come from schemas/languages.json.","type":"object","properties":{"$schema":{"description":"Editor hint; ignored by codegen.","type":"string","maxLength":200},"entries":{"type":"array","minItems":1,"maxItems":100,"items":{"title":"RouteEntry","type":"object","properties":{"id":{"description":"Stable name of the screen; also the body class (spec 2).","type":"string","maxLength":50,"pattern":"^[a-z][A-Za-z]*$"},"paths":{"description":"React Router path per language, without the language prefix.","type":"object","minProperties":1,"maxProperties":20,"propertyNames":{"$ref":"../common/language-code2.schema.json"},"additionalProperties":{"type":"string","maxLength":100,"pattern":"^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$"}}},"required":["id","paths"],"additionalProperties":false}}},"required":["entries"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/route-table.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode2","description":"Two-letter language code (ISO 639-1), e.g. hr, en, de; also the URL prefix.","type":"string","minLength":2,"maxLength":2,"pattern":"^[a-z]{2}$","$id":"https://schemas.vitrina.local/common/language-code2.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][A-Za-z]*$", "u");
const pattern1 = new RegExp("^[a-z]{2}$", "u");
const pattern2 = new RegExp("^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/route-table.schema.json" */;
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
if(data.entries === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "$schema") || (key0 === "entries"))){
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
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.entries !== undefined){
let data1 = data.entries;
if(Array.isArray(data1)){
if(data1.length > 100){
const err4 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err6 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.paths === undefined){
const err7 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "id") || (key1 === "paths"))){
const err8 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.id !== undefined){
let data3 = data2.id;
if(typeof data3 === "string"){
if(func0(data3) > 50){
const err9 = {instancePath:instancePath+"/entries/" + i0+"/id",schemaPath:"#/properties/entries/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data3)){
const err10 = {instancePath:instancePath+"/entries/" + i0+"/id",schemaPath:"#/properties/entries/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z]*$"},message:"must match pattern \""+"^[a-z][A-Za-z]*$"+"\""};
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
const err11 = {instancePath:instancePath+"/entries/" + i0+"/id",schemaPath:"#/properties/entries/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.paths !== undefined){
let data4 = data2.paths;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 20){
const err12 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Object.keys(data4).length < 1){
const err13 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 in data4){
const _errs13 = errors;
if(typeof key2 === "string"){
if(func0(key2) > 2){
const err14 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",propertyName:key2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(key2) < 2){
const err15 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",propertyName:key2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern1.test(key2)){
const err16 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\"",propertyName:key2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid4 = _errs13 === errors;
if(!valid4){
const err18 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
for(const key3 in data4){
let data5 = data4[key3];
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err19 = {instancePath:instancePath+"/entries/" + i0+"/paths/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/entries/items/properties/paths/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern2.test(data5)){
const err20 = {instancePath:instancePath+"/entries/" + i0+"/paths/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/entries/items/properties/paths/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$"},message:"must match pattern \""+"^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$"+"\""};
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
const err21 = {instancePath:instancePath+"/entries/" + i0+"/paths/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/entries/items/properties/paths/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

