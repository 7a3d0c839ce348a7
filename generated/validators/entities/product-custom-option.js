// DO NOT EDIT: generated from schemas/entities/product-custom-option.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductCustomOption","description":"A custom option as web/get serves it (spec 3 customOptions, 7): the stored option (custom-option.schema.json) with its title and value labels in the request language, and each value's surcharge also in the currency asked for, as the product's convertedPrices.","type":"object","properties":{"option_title":{"type":"string","maxLength":200,"minLength":1},"option_type":{"type":"string","enum":["text","number"]},"is_required":{"type":"boolean"},"max_characters":{"type":"integer","minimum":1,"maximum":1000},"custom_option_values":{"type":"array","maxItems":20,"items":{"type":"object","properties":{"sku":{"type":"string","maxLength":64,"minLength":1},"label":{"type":"string","maxLength":200,"minLength":1},"price":{"description":"The surcharge in the site's main currency.","type":"number","minimum":0,"maximum":100000000},"convertedPrice":{"description":"The surcharge in the currency of the product's convertedPrices, two decimals; null when no other currency was asked for.","anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]}},"required":["sku","label","price","convertedPrice"],"additionalProperties":false}}},"required":["option_title","option_type","is_required","max_characters","custom_option_values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-custom-option.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-custom-option.schema.json" */;
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
if(!(((((key0 === "option_title") || (key0 === "option_type")) || (key0 === "is_required")) || (key0 === "max_characters")) || (key0 === "custom_option_values"))){
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
if(data.option_type !== undefined){
let data1 = data.option_type;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/option_type",schemaPath:"#/properties/option_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data1 === "text") || (data1 === "number"))){
const err10 = {instancePath:instancePath+"/option_type",schemaPath:"#/properties/option_type/enum",keyword:"enum",params:{allowedValues: schema0.properties.option_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.is_required !== undefined){
if(typeof data.is_required !== "boolean"){
const err11 = {instancePath:instancePath+"/is_required",schemaPath:"#/properties/is_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.max_characters !== undefined){
let data3 = data.max_characters;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.custom_option_values !== undefined){
let data4 = data.custom_option_values;
if(Array.isArray(data4)){
if(data4.length > 20){
const err15 = {instancePath:instancePath+"/custom_option_values",schemaPath:"#/properties/custom_option_values/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
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
if(data5.sku === undefined){
const err16 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.label === undefined){
const err17 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.price === undefined){
const err18 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.convertedPrice === undefined){
const err19 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "convertedPrice"},message:"must have required property '"+"convertedPrice"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data5){
if(!((((key1 === "sku") || (key1 === "label")) || (key1 === "price")) || (key1 === "convertedPrice"))){
const err20 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.sku !== undefined){
let data6 = data5.sku;
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err21 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data6) < 1){
const err22 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.label !== undefined){
let data7 = data5.label;
if(typeof data7 === "string"){
if(func0(data7) > 200){
const err24 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func0(data7) < 1){
const err25 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.price !== undefined){
let data8 = data5.price;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000000 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.convertedPrice !== undefined){
let data9 = data5.convertedPrice;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100000000 || isNaN(data9)){
const err30 = {instancePath:instancePath+"/custom_option_values/" + i0+"/convertedPrice",schemaPath:"#/properties/custom_option_values/items/properties/convertedPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err31 = {instancePath:instancePath+"/custom_option_values/" + i0+"/convertedPrice",schemaPath:"#/properties/custom_option_values/items/properties/convertedPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err32 = {instancePath:instancePath+"/custom_option_values/" + i0+"/convertedPrice",schemaPath:"#/properties/custom_option_values/items/properties/convertedPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
const _errs25 = errors;
if(data9 !== null){
const err33 = {instancePath:instancePath+"/custom_option_values/" + i0+"/convertedPrice",schemaPath:"#/properties/custom_option_values/items/properties/convertedPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err34 = {instancePath:instancePath+"/custom_option_values/" + i0+"/convertedPrice",schemaPath:"#/properties/custom_option_values/items/properties/convertedPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/custom_option_values",schemaPath:"#/properties/custom_option_values/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

