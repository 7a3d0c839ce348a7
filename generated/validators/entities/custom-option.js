// DO NOT EDIT: generated from schemas/entities/custom-option.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CustomOption","description":"A personalisation a shopper types (spec 3 customOptions): text or number.","type":"object","properties":{"option_title":{"type":"string","maxLength":200,"minLength":1},"option_titles":{"description":"option_title in other languages, by three-letter code: web/get serves the request language's, else option_title (the text it was written in).","type":"object","propertyNames":{"$ref":"../common/language-code.schema.json"},"additionalProperties":{"type":"string","maxLength":200,"minLength":1},"maxProperties":10},"option_type":{"type":"string","enum":["text","number"]},"is_required":{"type":"boolean"},"max_characters":{"type":"integer","minimum":1,"maximum":1000},"custom_option_values":{"type":"array","maxItems":20,"items":{"type":"object","properties":{"sku":{"type":"string","maxLength":64,"minLength":1},"label":{"type":"string","maxLength":200,"minLength":1},"labels":{"description":"label in other languages, by three-letter code, as option_titles.","type":"object","propertyNames":{"$ref":"../common/language-code.schema.json"},"additionalProperties":{"type":"string","maxLength":200,"minLength":1},"maxProperties":10},"price":{"type":"number","minimum":0,"maximum":100000000}},"required":["sku","label","price"],"additionalProperties":false}}},"required":["option_title","option_type","is_required","max_characters","custom_option_values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/custom-option.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z]{3}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/custom-option.schema.json" */;
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
if(data.option_title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "option_title"},message:"must have required property '"+"option_title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.option_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "option_type"},message:"must have required property '"+"option_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.is_required === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_required"},message:"must have required property '"+"is_required"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.max_characters === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_characters"},message:"must have required property '"+"max_characters"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.custom_option_values === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "custom_option_values"},message:"must have required property '"+"custom_option_values"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "option_title") || (key0 === "option_titles")) || (key0 === "option_type")) || (key0 === "is_required")) || (key0 === "max_characters")) || (key0 === "custom_option_values"))){
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
if(data.option_title !== undefined){
let data0 = data.option_title;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err6 = {instancePath:instancePath+"/option_title",schemaPath:"#/properties/option_title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data0) < 1){
const err7 = {instancePath:instancePath+"/option_title",schemaPath:"#/properties/option_title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/option_title",schemaPath:"#/properties/option_title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.option_titles !== undefined){
let data1 = data.option_titles;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 10){
const err9 = {instancePath:instancePath+"/option_titles",schemaPath:"#/properties/option_titles/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data1){
const _errs6 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 3){
const err10 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(key1) < 3){
const err11 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(key1)){
const err12 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key1};
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
const err13 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid1 = _errs6 === errors;
if(!valid1){
const err14 = {instancePath:instancePath+"/option_titles",schemaPath:"#/properties/option_titles/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err15 = {instancePath:instancePath+"/option_titles/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/option_titles/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data2) < 1){
const err16 = {instancePath:instancePath+"/option_titles/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/option_titles/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/option_titles/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/option_titles/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/option_titles",schemaPath:"#/properties/option_titles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.option_type !== undefined){
let data3 = data.option_type;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/option_type",schemaPath:"#/properties/option_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data3 === "text") || (data3 === "number"))){
const err20 = {instancePath:instancePath+"/option_type",schemaPath:"#/properties/option_type/enum",keyword:"enum",params:{allowedValues: schema0.properties.option_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.is_required !== undefined){
if(typeof data.is_required !== "boolean"){
const err21 = {instancePath:instancePath+"/is_required",schemaPath:"#/properties/is_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.max_characters !== undefined){
let data5 = data.max_characters;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err22 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.custom_option_values !== undefined){
let data6 = data.custom_option_values;
if(Array.isArray(data6)){
if(data6.length > 20){
const err25 = {instancePath:instancePath+"/custom_option_values",schemaPath:"#/properties/custom_option_values/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.sku === undefined){
const err26 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.label === undefined){
const err27 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.price === undefined){
const err28 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data7){
if(!((((key3 === "sku") || (key3 === "label")) || (key3 === "labels")) || (key3 === "price"))){
const err29 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data7.sku !== undefined){
let data8 = data7.sku;
if(typeof data8 === "string"){
if(func0(data8) > 64){
const err30 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func0(data8) < 1){
const err31 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err32 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data7.label !== undefined){
let data9 = data7.label;
if(typeof data9 === "string"){
if(func0(data9) > 200){
const err33 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func0(data9) < 1){
const err34 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data7.labels !== undefined){
let data10 = data7.labels;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 10){
const err36 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"#/properties/custom_option_values/items/properties/labels/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key4 in data10){
const _errs29 = errors;
if(typeof key4 === "string"){
if(func0(key4) > 3){
const err37 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func0(key4) < 3){
const err38 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern0.test(key4)){
const err39 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key4};
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
const err40 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key4};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var valid7 = _errs29 === errors;
if(!valid7){
const err41 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"#/properties/custom_option_values/items/properties/labels/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
for(const key5 in data10){
let data11 = data10[key5];
if(typeof data11 === "string"){
if(func0(data11) > 200){
const err42 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_option_values/items/properties/labels/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func0(data11) < 1){
const err43 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_option_values/items/properties/labels/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_option_values/items/properties/labels/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"#/properties/custom_option_values/items/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data7.price !== undefined){
let data12 = data7.price;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/custom_option_values",schemaPath:"#/properties/custom_option_values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

