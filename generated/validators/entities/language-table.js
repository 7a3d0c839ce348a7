// DO NOT EDIT: generated from schemas/entities/language-table.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageTable","description":"The site languages (schemas/languages.json): the one source of codes, names and URL prefixes for the site, the server, the seed and the route table.","type":"object","properties":{"$schema":{"description":"Editor hint; ignored by codegen.","type":"string","maxLength":200},"default":{"description":"The language of paths without a prefix (spec 9: hrv); it has the prefix \"\".","$ref":"../common/language-code.schema.json"},"languages":{"description":"In the order of the language switch.","type":"array","minItems":1,"maxItems":20,"items":{"title":"LanguageTableEntry","type":"object","properties":{"code":{"$ref":"../common/language-code.schema.json"},"code2":{"$ref":"../common/language-code2.schema.json"},"name":{"description":"The language's name in itself.","type":"string","minLength":1,"maxLength":100},"names":{"description":"The language's name in each site language, keyed by its two-letter code.","type":"object","maxProperties":20,"propertyNames":{"$ref":"../common/language-code2.schema.json"},"additionalProperties":{"type":"string","minLength":1,"maxLength":100}},"prefix":{"description":"URL prefix (spec 2): \"\" for the default language, else \"/\" and two letters.","type":"string","maxLength":3,"pattern":"^(?:/[a-z]{2})?$"}},"required":["code","code2","name","names","prefix"],"additionalProperties":false}}},"required":["default","languages"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/language-table.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode2","description":"Two-letter language code (ISO 639-1), e.g. hr, en, de; also the URL prefix.","type":"string","minLength":2,"maxLength":2,"pattern":"^[a-z]{2}$","$id":"https://schemas.vitrina.local/common/language-code2.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z]{3}$", "u");
const pattern2 = new RegExp("^[a-z]{2}$", "u");
const pattern4 = new RegExp("^(?:/[a-z]{2})?$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/language-table.schema.json" */;
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
if(data.default === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.languages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "default")) || (key0 === "languages"))){
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
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.default !== undefined){
let data1 = data.default;
if(typeof data1 === "string"){
if(func0(data1) > 3){
const err5 = {instancePath:instancePath+"/default",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 3){
const err6 = {instancePath:instancePath+"/default",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/default",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
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
const err8 = {instancePath:instancePath+"/default",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.languages !== undefined){
let data2 = data.languages;
if(Array.isArray(data2)){
if(data2.length > 20){
const err9 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.length < 1){
const err10 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.code === undefined){
const err11 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.code2 === undefined){
const err12 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "code2"},message:"must have required property '"+"code2"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.name === undefined){
const err13 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.names === undefined){
const err14 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "names"},message:"must have required property '"+"names"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.prefix === undefined){
const err15 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "code") || (key1 === "code2")) || (key1 === "name")) || (key1 === "names")) || (key1 === "prefix"))){
const err16 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.code !== undefined){
let data4 = data3.code;
if(typeof data4 === "string"){
if(func0(data4) > 3){
const err17 = {instancePath:instancePath+"/languages/" + i0+"/code",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func0(data4) < 3){
const err18 = {instancePath:instancePath+"/languages/" + i0+"/code",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern0.test(data4)){
const err19 = {instancePath:instancePath+"/languages/" + i0+"/code",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
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
const err20 = {instancePath:instancePath+"/languages/" + i0+"/code",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.code2 !== undefined){
let data5 = data3.code2;
if(typeof data5 === "string"){
if(func0(data5) > 2){
const err21 = {instancePath:instancePath+"/languages/" + i0+"/code2",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data5) < 2){
const err22 = {instancePath:instancePath+"/languages/" + i0+"/code2",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern2.test(data5)){
const err23 = {instancePath:instancePath+"/languages/" + i0+"/code2",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\""};
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
const err24 = {instancePath:instancePath+"/languages/" + i0+"/code2",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.name !== undefined){
let data6 = data3.name;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err25 = {instancePath:instancePath+"/languages/" + i0+"/name",schemaPath:"#/properties/languages/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func0(data6) < 1){
const err26 = {instancePath:instancePath+"/languages/" + i0+"/name",schemaPath:"#/properties/languages/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/languages/" + i0+"/name",schemaPath:"#/properties/languages/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.names !== undefined){
let data7 = data3.names;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 20){
const err28 = {instancePath:instancePath+"/languages/" + i0+"/names",schemaPath:"#/properties/languages/items/properties/names/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data7){
const _errs22 = errors;
if(typeof key2 === "string"){
if(func0(key2) > 2){
const err29 = {instancePath:instancePath+"/languages/" + i0+"/names",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",propertyName:key2};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func0(key2) < 2){
const err30 = {instancePath:instancePath+"/languages/" + i0+"/names",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",propertyName:key2};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern2.test(key2)){
const err31 = {instancePath:instancePath+"/languages/" + i0+"/names",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\"",propertyName:key2};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/languages/" + i0+"/names",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key2};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var valid7 = _errs22 === errors;
if(!valid7){
const err33 = {instancePath:instancePath+"/languages/" + i0+"/names",schemaPath:"#/properties/languages/items/properties/names/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
for(const key3 in data7){
let data8 = data7[key3];
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err34 = {instancePath:instancePath+"/languages/" + i0+"/names/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/items/properties/names/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func0(data8) < 1){
const err35 = {instancePath:instancePath+"/languages/" + i0+"/names/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/items/properties/names/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/languages/" + i0+"/names/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/items/properties/names/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/languages/" + i0+"/names",schemaPath:"#/properties/languages/items/properties/names/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data3.prefix !== undefined){
let data9 = data3.prefix;
if(typeof data9 === "string"){
if(func0(data9) > 3){
const err38 = {instancePath:instancePath+"/languages/" + i0+"/prefix",schemaPath:"#/properties/languages/items/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern4.test(data9)){
const err39 = {instancePath:instancePath+"/languages/" + i0+"/prefix",schemaPath:"#/properties/languages/items/properties/prefix/pattern",keyword:"pattern",params:{pattern: "^(?:/[a-z]{2})?$"},message:"must match pattern \""+"^(?:/[a-z]{2})?$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/languages/" + i0+"/prefix",schemaPath:"#/properties/languages/items/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err42 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

