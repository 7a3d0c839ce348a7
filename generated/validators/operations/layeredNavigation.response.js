// DO NOT EDIT: generated from schemas/openapi.yaml (layeredNavigation response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"type":"array","maxItems":100,"items":{"$ref":"https://schemas.vitrina.local/entities/layered-filter.schema.json"}}},"$id":"https://schemas.vitrina.local/operations/layeredNavigation.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LayeredFilter","description":"One facet of layered navigation (spec 3): counts are disjunctive (a facet's own selection does not narrow its own values), ranges report min and max under the other filters.","type":"object","properties":{"attributeCode":{"$ref":"../common/attribute-code.schema.json"},"label":{"type":"string","maxLength":200,"minLength":1},"type":{"$ref":"./layered-filter-type.schema.json"},"attributeID":{"type":"integer","minimum":0,"maximum":2147483647},"values":{"type":"array","maxItems":500,"items":{"$ref":"./layered-filter-value.schema.json"}}},"required":["attributeCode","label","type","attributeID","values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/layered-filter.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeCode","description":"An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.","type":"string","minLength":1,"maxLength":50,"pattern":"^[a-z][A-Za-z0-9]*$","$id":"https://schemas.vitrina.local/common/attribute-code.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LayeredFilterType","description":"Layered filter types of spec 3, one per attribute input type.","type":"string","enum":["Dropdown","Number","MultiSelect","TextSwatch","VisualSwatch","YesNo","Date","DateTime"],"$id":"https://schemas.vitrina.local/entities/layered-filter-type.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LayeredFilterValue","description":"One value of a layered filter (spec 3): its id (attributeID), label and product count; Number, Date and DateTime filters have one value with minValue and maxValue. value is what the filter payload sends for it.","type":"object","properties":{"attributeID":{"type":"integer","minimum":0,"maximum":2147483647},"value":{"anyOf":[{"type":"integer","minimum":0,"maximum":2147483647},{"type":"string","enum":["yes","no"]}]},"valueLabel":{"type":"string","maxLength":200},"totalProducts":{"type":"integer","minimum":0,"maximum":2147483647},"minValue":{"anyOf":[{"type":"number"},{"type":"null"}]},"maxValue":{"anyOf":[{"type":"number"},{"type":"null"}]},"swatch":{"anyOf":[{"type":"string","maxLength":500},{"type":"null"}]},"isSelected":{"type":"boolean"}},"required":["attributeID","value","valueLabel","totalProducts","minValue","maxValue","swatch","isSelected"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/layered-filter-value.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/layered-filter.schema.json" */;
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
if(data.attributeCode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeCode"},message:"must have required property '"+"attributeCode"+"'"};
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
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.attributeID === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeID"},message:"must have required property '"+"attributeID"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.values === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "attributeCode") || (key0 === "label")) || (key0 === "type")) || (key0 === "attributeID")) || (key0 === "values"))){
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
if(data.attributeCode !== undefined){
let data0 = data.attributeCode;
if(typeof data0 === "string"){
if(func0(data0) > 50){
const err6 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data0) < 1){
const err7 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data0)){
const err8 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
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
const err9 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/type",schemaPath:"./layered-filter-type.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((((((data2 === "Dropdown") || (data2 === "Number")) || (data2 === "MultiSelect")) || (data2 === "TextSwatch")) || (data2 === "VisualSwatch")) || (data2 === "YesNo")) || (data2 === "Date")) || (data2 === "DateTime"))){
const err14 = {instancePath:instancePath+"/type",schemaPath:"./layered-filter-type.schema.json/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.attributeID !== undefined){
let data3 = data.attributeID;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.values !== undefined){
let data4 = data.values;
if(Array.isArray(data4)){
if(data4.length > 500){
const err18 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.attributeID === undefined){
const err19 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "attributeID"},message:"must have required property '"+"attributeID"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.value === undefined){
const err20 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.valueLabel === undefined){
const err21 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "valueLabel"},message:"must have required property '"+"valueLabel"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.totalProducts === undefined){
const err22 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "totalProducts"},message:"must have required property '"+"totalProducts"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.minValue === undefined){
const err23 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "minValue"},message:"must have required property '"+"minValue"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.maxValue === undefined){
const err24 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "maxValue"},message:"must have required property '"+"maxValue"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.swatch === undefined){
const err25 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "swatch"},message:"must have required property '"+"swatch"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5.isSelected === undefined){
const err26 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/required",keyword:"required",params:{missingProperty: "isSelected"},message:"must have required property '"+"isSelected"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data5){
if(!((((((((key1 === "attributeID") || (key1 === "value")) || (key1 === "valueLabel")) || (key1 === "totalProducts")) || (key1 === "minValue")) || (key1 === "maxValue")) || (key1 === "swatch")) || (key1 === "isSelected"))){
const err27 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.attributeID !== undefined){
let data6 = data5.attributeID;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err28 = {instancePath:instancePath+"/values/" + i0+"/attributeID",schemaPath:"./layered-filter-value.schema.json/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/values/" + i0+"/attributeID",schemaPath:"./layered-filter-value.schema.json/properties/attributeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/values/" + i0+"/attributeID",schemaPath:"./layered-filter-value.schema.json/properties/attributeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.value !== undefined){
let data7 = data5.value;
const _errs21 = errors;
let valid7 = false;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err31 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./layered-filter-value.schema.json/properties/value/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 2147483647 || isNaN(data7)){
const err32 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./layered-filter-value.schema.json/properties/value/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err33 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./layered-filter-value.schema.json/properties/value/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid0 = _errs22 === errors;
valid7 = valid7 || _valid0;
const _errs24 = errors;
if(typeof data7 !== "string"){
const err34 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./layered-filter-value.schema.json/properties/value/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((data7 === "yes") || (data7 === "no"))){
const err35 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./layered-filter-value.schema.json/properties/value/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.properties.value.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err36 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./layered-filter-value.schema.json/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
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
if(data5.valueLabel !== undefined){
let data8 = data5.valueLabel;
if(typeof data8 === "string"){
if(func0(data8) > 200){
const err37 = {instancePath:instancePath+"/values/" + i0+"/valueLabel",schemaPath:"./layered-filter-value.schema.json/properties/valueLabel/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err38 = {instancePath:instancePath+"/values/" + i0+"/valueLabel",schemaPath:"./layered-filter-value.schema.json/properties/valueLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data5.totalProducts !== undefined){
let data9 = data5.totalProducts;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err39 = {instancePath:instancePath+"/values/" + i0+"/totalProducts",schemaPath:"./layered-filter-value.schema.json/properties/totalProducts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2147483647 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/values/" + i0+"/totalProducts",schemaPath:"./layered-filter-value.schema.json/properties/totalProducts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err41 = {instancePath:instancePath+"/values/" + i0+"/totalProducts",schemaPath:"./layered-filter-value.schema.json/properties/totalProducts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.minValue !== undefined){
let data10 = data5.minValue;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err42 = {instancePath:instancePath+"/values/" + i0+"/minValue",schemaPath:"./layered-filter-value.schema.json/properties/minValue/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid8 = valid8 || _valid1;
const _errs34 = errors;
if(data10 !== null){
const err43 = {instancePath:instancePath+"/values/" + i0+"/minValue",schemaPath:"./layered-filter-value.schema.json/properties/minValue/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const err44 = {instancePath:instancePath+"/values/" + i0+"/minValue",schemaPath:"./layered-filter-value.schema.json/properties/minValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data5.maxValue !== undefined){
let data11 = data5.maxValue;
const _errs37 = errors;
let valid9 = false;
const _errs38 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err45 = {instancePath:instancePath+"/values/" + i0+"/maxValue",schemaPath:"./layered-filter-value.schema.json/properties/maxValue/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs38 === errors;
valid9 = valid9 || _valid2;
const _errs40 = errors;
if(data11 !== null){
const err46 = {instancePath:instancePath+"/values/" + i0+"/maxValue",schemaPath:"./layered-filter-value.schema.json/properties/maxValue/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err47 = {instancePath:instancePath+"/values/" + i0+"/maxValue",schemaPath:"./layered-filter-value.schema.json/properties/maxValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data5.swatch !== undefined){
let data12 = data5.swatch;
const _errs43 = errors;
let valid10 = false;
const _errs44 = errors;
if(typeof data12 === "string"){
if(func0(data12) > 500){
const err48 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./layered-filter-value.schema.json/properties/swatch/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./layered-filter-value.schema.json/properties/swatch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid3 = _errs44 === errors;
valid10 = valid10 || _valid3;
const _errs46 = errors;
if(data12 !== null){
const err50 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./layered-filter-value.schema.json/properties/swatch/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid3 = _errs46 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err51 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./layered-filter-value.schema.json/properties/swatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data5.isSelected !== undefined){
if(typeof data5.isSelected !== "boolean"){
const err52 = {instancePath:instancePath+"/values/" + i0+"/isSelected",schemaPath:"./layered-filter-value.schema.json/properties/isSelected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./layered-filter-value.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/layeredNavigation.response.json" */;
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
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
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
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

