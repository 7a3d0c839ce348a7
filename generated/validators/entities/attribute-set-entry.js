// DO NOT EDIT: generated from schemas/entities/attribute-set-entry.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeSetEntry","description":"One attribute value of a product (spec 3 attributeSet.attributes: attributeCode, value.value), with its label and display text.","type":"object","properties":{"attributeID":{"type":"integer","minimum":1,"maximum":2147483647},"attributeCode":{"$ref":"../common/attribute-code.schema.json"},"label":{"type":"string","maxLength":200,"minLength":1},"inputType":{"$ref":"./attribute-input-type.schema.json"},"value":{"type":"object","properties":{"value":{"anyOf":[{"type":"number"},{"type":"string","maxLength":200},{"type":"array","maxItems":50,"items":{"type":"integer","minimum":1,"maximum":2147483647}}]},"label":{"type":"string","maxLength":1000},"swatch":{"anyOf":[{"type":"string","maxLength":500},{"type":"null"}]}},"required":["value","label","swatch"],"additionalProperties":false}},"required":["attributeID","attributeCode","label","inputType","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/attribute-set-entry.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeCode","description":"An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.","type":"string","minLength":1,"maxLength":50,"pattern":"^[a-z][A-Za-z0-9]*$","$id":"https://schemas.vitrina.local/common/attribute-code.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeInputType","description":"Attribute input types of spec 3.","type":"string","enum":["dropdown","numberField","multipleSelect","textSwatch","visualSwatch","yesNo","dateTime","date"],"$id":"https://schemas.vitrina.local/entities/attribute-input-type.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/attribute-set-entry.schema.json" */;
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
if(data.attributeCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeCode"},message:"must have required property '"+"attributeCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.label === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.inputType === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputType"},message:"must have required property '"+"inputType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.value === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "attributeID") || (key0 === "attributeCode")) || (key0 === "label")) || (key0 === "inputType")) || (key0 === "value"))){
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
if(data.attributeID !== undefined){
let data0 = data.attributeID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err7 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.attributeCode !== undefined){
let data1 = data.attributeCode;
if(typeof data1 === "string"){
if(func0(data1) > 50){
const err9 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 1){
const err10 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.label !== undefined){
let data2 = data.label;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err13 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data2) < 1){
const err14 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err15 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.inputType !== undefined){
let data3 = data.inputType;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((((((data3 === "dropdown") || (data3 === "numberField")) || (data3 === "multipleSelect")) || (data3 === "textSwatch")) || (data3 === "visualSwatch")) || (data3 === "yesNo")) || (data3 === "dateTime")) || (data3 === "date"))){
const err17 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.value !== undefined){
let data4 = data.value;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.value === undefined){
const err18 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.label === undefined){
const err19 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.swatch === undefined){
const err20 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/required",keyword:"required",params:{missingProperty: "swatch"},message:"must have required property '"+"swatch"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "value") || (key1 === "label")) || (key1 === "swatch"))){
const err21 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.value !== undefined){
let data5 = data4.value;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err22 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
const _errs19 = errors;
if(typeof data5 === "string"){
if(func0(data5) > 200){
const err23 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err24 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid4 = valid4 || _valid0;
const _errs21 = errors;
if(Array.isArray(data5)){
if(data5.length > 50){
const err25 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/2/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/value/value/" + i0,schemaPath:"#/properties/value/properties/value/anyOf/2/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/value/value/" + i0,schemaPath:"#/properties/value/properties/value/anyOf/2/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/value/value/" + i0,schemaPath:"#/properties/value/properties/value/anyOf/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err29 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err30 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data4.label !== undefined){
let data7 = data4.label;
if(typeof data7 === "string"){
if(func0(data7) > 1000){
const err31 = {instancePath:instancePath+"/value/label",schemaPath:"#/properties/value/properties/label/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err32 = {instancePath:instancePath+"/value/label",schemaPath:"#/properties/value/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data4.swatch !== undefined){
let data8 = data4.swatch;
const _errs28 = errors;
let valid7 = false;
const _errs29 = errors;
if(typeof data8 === "string"){
if(func0(data8) > 500){
const err33 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err34 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid7 = valid7 || _valid1;
const _errs31 = errors;
if(data8 !== null){
const err35 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err36 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

