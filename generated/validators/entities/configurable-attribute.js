// DO NOT EDIT: generated from schemas/entities/configurable-attribute.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConfigurableAttribute","description":"An attribute the variants of a configurable product differ by (spec 3 associatedProductsAttributes).","type":"object","properties":{"attributeID":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":200,"minLength":1},"inputType":{"$ref":"./attribute-input-type.schema.json"},"attributeCode":{"$ref":"../common/attribute-code.schema.json"},"customClass":{"type":"string","maxLength":100},"values":{"type":"array","maxItems":200,"items":{"$ref":"./attribute-value-option.schema.json"}}},"required":["attributeID","label","inputType","attributeCode","customClass","values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/configurable-attribute.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeInputType","description":"Attribute input types of spec 3.","type":"string","enum":["dropdown","numberField","multipleSelect","textSwatch","visualSwatch","yesNo","dateTime","date"],"$id":"https://schemas.vitrina.local/entities/attribute-input-type.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeCode","description":"An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.","type":"string","minLength":1,"maxLength":50,"pattern":"^[a-z][A-Za-z0-9]*$","$id":"https://schemas.vitrina.local/common/attribute-code.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeValueOption","description":"One value of a configurable attribute (spec 3): id, value (its label), isMedia (a picture swatch), shopDefault, swatch (a colour #rrggbb, or a picture URL when isMedia).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"value":{"type":"string","maxLength":200,"minLength":1},"isMedia":{"type":"boolean"},"shopDefault":{"type":"boolean"},"swatch":{"anyOf":[{"type":"string","maxLength":500},{"type":"null"}]}},"required":["id","value","isMedia","shopDefault","swatch"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/attribute-value-option.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/configurable-attribute.schema.json" */;
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
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.inputType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputType"},message:"must have required property '"+"inputType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.attributeCode === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeCode"},message:"must have required property '"+"attributeCode"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.customClass === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customClass"},message:"must have required property '"+"customClass"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.values === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "attributeID") || (key0 === "label")) || (key0 === "inputType")) || (key0 === "attributeCode")) || (key0 === "customClass")) || (key0 === "values"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.attributeID !== undefined){
let data0 = data.attributeID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.label !== undefined){
let data1 = data.label;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err10 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data1) < 1){
const err11 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.inputType !== undefined){
let data2 = data.inputType;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((((((data2 === "dropdown") || (data2 === "numberField")) || (data2 === "multipleSelect")) || (data2 === "textSwatch")) || (data2 === "visualSwatch")) || (data2 === "yesNo")) || (data2 === "dateTime")) || (data2 === "date"))){
const err14 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/enum",keyword:"enum",params:{allowedValues: schema1.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.attributeCode !== undefined){
let data3 = data.attributeCode;
if(typeof data3 === "string"){
if(func0(data3) > 50){
const err15 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data3) < 1){
const err16 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern0.test(data3)){
const err17 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.customClass !== undefined){
let data4 = data.customClass;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err19 = {instancePath:instancePath+"/customClass",schemaPath:"#/properties/customClass/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err20 = {instancePath:instancePath+"/customClass",schemaPath:"#/properties/customClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.values !== undefined){
let data5 = data.values;
if(Array.isArray(data5)){
if(data5.length > 200){
const err21 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err22 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.value === undefined){
const err23 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6.isMedia === undefined){
const err24 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "isMedia"},message:"must have required property '"+"isMedia"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6.shopDefault === undefined){
const err25 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "shopDefault"},message:"must have required property '"+"shopDefault"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.swatch === undefined){
const err26 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "swatch"},message:"must have required property '"+"swatch"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data6){
if(!(((((key1 === "id") || (key1 === "value")) || (key1 === "isMedia")) || (key1 === "shopDefault")) || (key1 === "swatch"))){
const err27 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.id !== undefined){
let data7 = data6.id;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err28 = {instancePath:instancePath+"/values/" + i0+"/id",schemaPath:"./attribute-value-option.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 2147483647 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/values/" + i0+"/id",schemaPath:"./attribute-value-option.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/values/" + i0+"/id",schemaPath:"./attribute-value-option.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data6.value !== undefined){
let data8 = data6.value;
if(typeof data8 === "string"){
if(func0(data8) > 200){
const err31 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./attribute-value-option.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func0(data8) < 1){
const err32 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./attribute-value-option.schema.json/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./attribute-value-option.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data6.isMedia !== undefined){
if(typeof data6.isMedia !== "boolean"){
const err34 = {instancePath:instancePath+"/values/" + i0+"/isMedia",schemaPath:"./attribute-value-option.schema.json/properties/isMedia/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.shopDefault !== undefined){
if(typeof data6.shopDefault !== "boolean"){
const err35 = {instancePath:instancePath+"/values/" + i0+"/shopDefault",schemaPath:"./attribute-value-option.schema.json/properties/shopDefault/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data6.swatch !== undefined){
let data11 = data6.swatch;
const _errs29 = errors;
let valid7 = false;
const _errs30 = errors;
if(typeof data11 === "string"){
if(func0(data11) > 500){
const err36 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid7 = valid7 || _valid0;
const _errs32 = errors;
if(data11 !== null){
const err38 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs32 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err39 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err40 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err41 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

