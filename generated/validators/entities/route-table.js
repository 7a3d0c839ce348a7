// DO NOT EDIT: generated from schemas/entities/route-table.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RouteTable","description":"The localised route table of spec 2 (schemas/routes.json).","type":"object","properties":{"$schema":{"description":"Editor hint; ignored by codegen.","type":"string","maxLength":200},"defaultLanguage":{"$ref":"../common/language-code2.schema.json"},"prefixes":{"description":"URL prefix per language; the default language has none.","type":"object","minProperties":1,"maxProperties":20,"propertyNames":{"$ref":"../common/language-code2.schema.json"},"additionalProperties":{"type":"string","maxLength":3,"pattern":"^(?:/[a-z]{2})?$"}},"entries":{"type":"array","minItems":1,"maxItems":100,"items":{"title":"RouteEntry","type":"object","properties":{"id":{"description":"Stable name of the screen; also the body class (spec 2).","type":"string","maxLength":50,"pattern":"^[a-z][A-Za-z]*$"},"paths":{"description":"React Router path per language, without the language prefix.","type":"object","minProperties":1,"maxProperties":20,"propertyNames":{"$ref":"../common/language-code2.schema.json"},"additionalProperties":{"type":"string","maxLength":100,"pattern":"^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$"}}},"required":["id","paths"],"additionalProperties":false}}},"required":["defaultLanguage","prefixes","entries"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/route-table.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode2","description":"Two-letter language code (ISO 639-1), e.g. hr, en, de; also the URL prefix.","type":"string","minLength":2,"maxLength":2,"pattern":"^[a-z]{2}$","$id":"https://schemas.vitrina.local/common/language-code2.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z]{2}$", "u");
const pattern2 = new RegExp("^(?:/[a-z]{2})?$", "u");
const pattern3 = new RegExp("^[a-z][A-Za-z]*$", "u");
const pattern5 = new RegExp("^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$", "u");

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
if(data.defaultLanguage === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultLanguage"},message:"must have required property '"+"defaultLanguage"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prefixes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefixes"},message:"must have required property '"+"prefixes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entries === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "$schema") || (key0 === "defaultLanguage")) || (key0 === "prefixes")) || (key0 === "entries"))){
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
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err5 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.defaultLanguage !== undefined){
let data1 = data.defaultLanguage;
if(typeof data1 === "string"){
if(func0(data1) > 2){
const err6 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data1) < 2){
const err7 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\""};
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
const err9 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.prefixes !== undefined){
let data2 = data.prefixes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 20){
const err10 = {instancePath:instancePath+"/prefixes",schemaPath:"#/properties/prefixes/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Object.keys(data2).length < 1){
const err11 = {instancePath:instancePath+"/prefixes",schemaPath:"#/properties/prefixes/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data2){
const _errs9 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 2){
const err12 = {instancePath:instancePath+"/prefixes",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(key1) < 2){
const err13 = {instancePath:instancePath+"/prefixes",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(key1)){
const err14 = {instancePath:instancePath+"/prefixes",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/prefixes",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid2 = _errs9 === errors;
if(!valid2){
const err16 = {instancePath:instancePath+"/prefixes",schemaPath:"#/properties/prefixes/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
if(typeof data3 === "string"){
if(func0(data3) > 3){
const err17 = {instancePath:instancePath+"/prefixes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prefixes/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern2.test(data3)){
const err18 = {instancePath:instancePath+"/prefixes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prefixes/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^(?:/[a-z]{2})?$"},message:"must match pattern \""+"^(?:/[a-z]{2})?$"+"\""};
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
const err19 = {instancePath:instancePath+"/prefixes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prefixes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/prefixes",schemaPath:"#/properties/prefixes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.entries !== undefined){
let data4 = data.entries;
if(Array.isArray(data4)){
if(data4.length > 100){
const err21 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4.length < 1){
const err22 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.id === undefined){
const err23 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.paths === undefined){
const err24 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key3 in data5){
if(!((key3 === "id") || (key3 === "paths"))){
const err25 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.id !== undefined){
let data6 = data5.id;
if(typeof data6 === "string"){
if(func0(data6) > 50){
const err26 = {instancePath:instancePath+"/entries/" + i0+"/id",schemaPath:"#/properties/entries/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern3.test(data6)){
const err27 = {instancePath:instancePath+"/entries/" + i0+"/id",schemaPath:"#/properties/entries/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z]*$"},message:"must match pattern \""+"^[a-z][A-Za-z]*$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/entries/" + i0+"/id",schemaPath:"#/properties/entries/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.paths !== undefined){
let data7 = data5.paths;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 20){
const err29 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(Object.keys(data7).length < 1){
const err30 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key4 in data7){
const _errs24 = errors;
if(typeof key4 === "string"){
if(func0(key4) > 2){
const err31 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func0(key4) < 2){
const err32 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern0.test(key4)){
const err33 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\"",propertyName:key4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var valid8 = _errs24 === errors;
if(!valid8){
const err35 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
for(const key5 in data7){
let data8 = data7[key5];
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err36 = {instancePath:instancePath+"/entries/" + i0+"/paths/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/entries/items/properties/paths/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern5.test(data8)){
const err37 = {instancePath:instancePath+"/entries/" + i0+"/paths/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/entries/items/properties/paths/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$"},message:"must match pattern \""+"^(?:/(?:[A-Za-z0-9-]+|:[a-z][A-Za-z]*\\??))+$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/entries/" + i0+"/paths/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/entries/items/properties/paths/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/entries/" + i0+"/paths",schemaPath:"#/properties/entries/items/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

