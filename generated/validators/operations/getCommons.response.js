// DO NOT EDIT: generated from schemas/openapi.yaml (getCommons response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"anyOf":[{"type":"array","maxItems":500,"items":{"$ref":"https://schemas.vitrina.local/entities/language.schema.json"}},{"type":"array","maxItems":500,"items":{"$ref":"https://schemas.vitrina.local/entities/country.schema.json"}}]}},"$id":"https://schemas.vitrina.local/operations/getCommons.response.json"};
const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Country","description":"A country for addresses and delivery (spec 3).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"iso":{"description":"ISO 3166-1 alpha-2, e.g. HR.","type":"string","pattern":"^[A-Z]{2}$","minLength":2,"maxLength":2},"code":{"description":"ISO 3166-1 alpha-3, e.g. HRV.","type":"string","pattern":"^[A-Z]{3}$","minLength":3,"maxLength":3},"name":{"type":"string","minLength":1,"maxLength":100}},"required":["id","iso","code","name"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/country.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Language","description":"A language the site can be shown in (spec 3).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string","minLength":1,"maxLength":100},"code":{"$ref":"../common/language-code.schema.json"},"code2":{"$ref":"../common/language-code2.schema.json"},"names":{"description":"The language's name in other languages, keyed by their two-letter code.","type":"object","propertyNames":{"$ref":"../common/language-code2.schema.json"},"additionalProperties":{"type":"string","maxLength":100},"maxProperties":50}},"required":["id","name","code","code2","names"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/language.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode2","description":"Two-letter language code (ISO 639-1), e.g. hr, en, de; also the URL prefix.","type":"string","minLength":2,"maxLength":2,"pattern":"^[a-z]{2}$","$id":"https://schemas.vitrina.local/common/language-code2.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z]{3}$", "u");
const pattern1 = new RegExp("^[a-z]{2}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/language.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.code === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code2 === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code2"},message:"must have required property '"+"code2"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.names === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "names"},message:"must have required property '"+"names"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "name")) || (key0 === "code")) || (key0 === "code2")) || (key0 === "names"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.code !== undefined){
let data2 = data.code;
if(typeof data2 === "string"){
if(func0(data2) > 3){
const err12 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data2) < 3){
const err13 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data2)){
const err14 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
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
const err15 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.code2 !== undefined){
let data3 = data.code2;
if(typeof data3 === "string"){
if(func0(data3) > 2){
const err16 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data3) < 2){
const err17 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern1.test(data3)){
const err18 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\""};
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
const err19 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.names !== undefined){
let data4 = data.names;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
const err20 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data4){
const _errs14 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 2){
const err21 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(key1) < 2){
const err22 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern1.test(key1)){
const err23 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\"",propertyName:key1};
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
const err24 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid3 = _errs14 === errors;
if(!valid3){
const err25 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err26 = {instancePath:instancePath+"/names/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/names/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err27 = {instancePath:instancePath+"/names/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/names/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern3 = new RegExp("^[A-Z]{2}$", "u");
const pattern4 = new RegExp("^[A-Z]{3}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getCommons.response.json" */;
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
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(Array.isArray(data0)){
if(data0.length > 500){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
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
if(!(validate1(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var items0 = true;
}
const _errs7 = errors;
if(Array.isArray(data0)){
if(data0.length > 500){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len1 = data0.length;
for(let i1=0; i1<len1; i1++){
let data2 = data0[i1];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err5 = {instancePath:instancePath+"/data/" + i1,schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.iso === undefined){
const err6 = {instancePath:instancePath+"/data/" + i1,schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/required",keyword:"required",params:{missingProperty: "iso"},message:"must have required property '"+"iso"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.code === undefined){
const err7 = {instancePath:instancePath+"/data/" + i1,schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.name === undefined){
const err8 = {instancePath:instancePath+"/data/" + i1,schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "id") || (key1 === "iso")) || (key1 === "code")) || (key1 === "name"))){
const err9 = {instancePath:instancePath+"/data/" + i1,schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.id !== undefined){
let data3 = data2.id;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/data/" + i1+"/id",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/data/" + i1+"/id",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/data/" + i1+"/id",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.iso !== undefined){
let data4 = data2.iso;
if(typeof data4 === "string"){
if(func0(data4) > 2){
const err13 = {instancePath:instancePath+"/data/" + i1+"/iso",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/iso/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data4) < 2){
const err14 = {instancePath:instancePath+"/data/" + i1+"/iso",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/iso/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern3.test(data4)){
const err15 = {instancePath:instancePath+"/data/" + i1+"/iso",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/iso/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data/" + i1+"/iso",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.code !== undefined){
let data5 = data2.code;
if(typeof data5 === "string"){
if(func0(data5) > 3){
const err17 = {instancePath:instancePath+"/data/" + i1+"/code",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/code/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func0(data5) < 3){
const err18 = {instancePath:instancePath+"/data/" + i1+"/code",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/code/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern4.test(data5)){
const err19 = {instancePath:instancePath+"/data/" + i1+"/code",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
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
const err20 = {instancePath:instancePath+"/data/" + i1+"/code",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.name !== undefined){
let data6 = data2.name;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err21 = {instancePath:instancePath+"/data/" + i1+"/name",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data6) < 1){
const err22 = {instancePath:instancePath+"/data/" + i1+"/name",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/data/" + i1+"/name",schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath:instancePath+"/data/" + i1,schemaPath:"https://schemas.vitrina.local/entities/country.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(items0 !== true){
items0 = true;
}
}
if(!valid1){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
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

