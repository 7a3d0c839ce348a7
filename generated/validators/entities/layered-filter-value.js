// DO NOT EDIT: generated from schemas/entities/layered-filter-value.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LayeredFilterValue","description":"One value of a layered filter (spec 3): its id (attributeID), label and product count; Number, Date and DateTime filters have one value with minValue and maxValue. value is what the filter payload sends for it.","type":"object","properties":{"attributeID":{"type":"integer","minimum":0,"maximum":2147483647},"value":{"anyOf":[{"type":"integer","minimum":0,"maximum":2147483647},{"type":"string","enum":["yes","no"]}]},"valueLabel":{"type":"string","maxLength":200},"totalProducts":{"type":"integer","minimum":0,"maximum":2147483647},"minValue":{"anyOf":[{"type":"number"},{"type":"null"}]},"maxValue":{"anyOf":[{"type":"number"},{"type":"null"}]},"swatch":{"anyOf":[{"type":"string","maxLength":500},{"type":"null"}]},"isSelected":{"type":"boolean"}},"required":["attributeID","value","valueLabel","totalProducts","minValue","maxValue","swatch","isSelected"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/layered-filter-value.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/layered-filter-value.schema.json" */;
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
if(data.attributeID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeID"},message:"must have required property '"+"attributeID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.valueLabel === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valueLabel"},message:"must have required property '"+"valueLabel"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.totalProducts === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalProducts"},message:"must have required property '"+"totalProducts"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.minValue === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minValue"},message:"must have required property '"+"minValue"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.maxValue === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "maxValue"},message:"must have required property '"+"maxValue"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.swatch === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "swatch"},message:"must have required property '"+"swatch"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.isSelected === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isSelected"},message:"must have required property '"+"isSelected"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "attributeID") || (key0 === "value")) || (key0 === "valueLabel")) || (key0 === "totalProducts")) || (key0 === "minValue")) || (key0 === "maxValue")) || (key0 === "swatch")) || (key0 === "isSelected"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.attributeID !== undefined){
let data0 = data.attributeID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err10 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.value !== undefined){
let data1 = data.value;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err15 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data1 === "yes") || (data1 === "no"))){
const err16 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema0.properties.value.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.valueLabel !== undefined){
let data2 = data.valueLabel;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err18 = {instancePath:instancePath+"/valueLabel",schemaPath:"#/properties/valueLabel/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err19 = {instancePath:instancePath+"/valueLabel",schemaPath:"#/properties/valueLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.totalProducts !== undefined){
let data3 = data.totalProducts;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err20 = {instancePath:instancePath+"/totalProducts",schemaPath:"#/properties/totalProducts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/totalProducts",schemaPath:"#/properties/totalProducts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err22 = {instancePath:instancePath+"/totalProducts",schemaPath:"#/properties/totalProducts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.minValue !== undefined){
let data4 = data.minValue;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err23 = {instancePath:instancePath+"/minValue",schemaPath:"#/properties/minValue/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
const _errs18 = errors;
if(data4 !== null){
const err24 = {instancePath:instancePath+"/minValue",schemaPath:"#/properties/minValue/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err25 = {instancePath:instancePath+"/minValue",schemaPath:"#/properties/minValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.maxValue !== undefined){
let data5 = data.maxValue;
const _errs21 = errors;
let valid3 = false;
const _errs22 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err26 = {instancePath:instancePath+"/maxValue",schemaPath:"#/properties/maxValue/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid3 = valid3 || _valid2;
const _errs24 = errors;
if(data5 !== null){
const err27 = {instancePath:instancePath+"/maxValue",schemaPath:"#/properties/maxValue/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err28 = {instancePath:instancePath+"/maxValue",schemaPath:"#/properties/maxValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.swatch !== undefined){
let data6 = data.swatch;
const _errs27 = errors;
let valid4 = false;
const _errs28 = errors;
if(typeof data6 === "string"){
if(func0(data6) > 500){
const err29 = {instancePath:instancePath+"/swatch",schemaPath:"#/properties/swatch/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/swatch",schemaPath:"#/properties/swatch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid4 = valid4 || _valid3;
const _errs30 = errors;
if(data6 !== null){
const err31 = {instancePath:instancePath+"/swatch",schemaPath:"#/properties/swatch/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs30 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err32 = {instancePath:instancePath+"/swatch",schemaPath:"#/properties/swatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.isSelected !== undefined){
if(typeof data.isSelected !== "boolean"){
const err33 = {instancePath:instancePath+"/isSelected",schemaPath:"#/properties/isSelected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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

