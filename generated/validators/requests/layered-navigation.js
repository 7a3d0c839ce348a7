// DO NOT EDIT: generated from schemas/requests/layered-navigation.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LayeredNavigationRequest","description":"Body of POST product layered/navigation: the same filters as web/filter.","type":"object","properties":{"keywords":{"type":"string","maxLength":200},"filters":{"type":"array","maxItems":30,"items":{"$ref":"./product-filter-item.schema.json"}},"store":{"type":"integer","minimum":1,"maximum":2147483647},"featured":{"type":"boolean"},"categories":{"type":"array","maxItems":50,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"archived":{"type":"boolean","description":"Ignored: archived products are never listed (spec 9, archived=false)."},"discount":{"type":"boolean","description":"true: only products with a discount."},"mainCategory":{"type":"integer","minimum":1,"maximum":2147483647}},"required":[],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/layered-navigation.schema.json"};
const func0 = __cjs(__m0).default;
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductFilterItem","description":"One filter of the filter payload (spec 3): key is an attribute code, or price (a finalPrice range), id (a list of product ids) or tag (tag ids); value a list (option ids, numbers, or [min, max] with range), 'yes'/'no', or a single value (wrapped in a list, spec 5).","type":"object","properties":{"key":{"$ref":"../common/attribute-code.schema.json"},"value":{"anyOf":[{"type":"array","maxItems":200,"items":{"anyOf":[{"type":"number"},{"type":"string","maxLength":100},{"type":"null"}]}},{"type":"string","maxLength":100},{"type":"number"},{"type":"null"}]},"range":{"type":"boolean"}},"required":["key","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/product-filter-item.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeCode","description":"An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.","type":"string","minLength":1,"maxLength":50,"pattern":"^[a-z][A-Za-z0-9]*$","$id":"https://schemas.vitrina.local/common/attribute-code.schema.json"};
const pattern0 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/product-filter-item.schema.json" */;
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
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
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
for(const key0 in data){
if(!(((key0 === "key") || (key0 === "value")) || (key0 === "range"))){
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
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(func0(data0) > 50){
const err3 = {instancePath:instancePath+"/key",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/key",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/key",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/key",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(Array.isArray(data1)){
if(data1.length > 200){
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs10 = errors;
let valid5 = false;
const _errs11 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/anyOf/0/items/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid5 = valid5 || _valid1;
const _errs13 = errors;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err9 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/anyOf/0/items/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/anyOf/0/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid5 = valid5 || _valid1;
const _errs15 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/anyOf/0/items/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err12 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/anyOf/0/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs17 = errors;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err14 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err15 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid2 = valid2 || _valid0;
const _errs19 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err16 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/2/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
const _errs21 = errors;
if(data1 !== null){
const err17 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/3/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err18 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.range !== undefined){
if(typeof data.range !== "boolean"){
const err19 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/layered-navigation.schema.json" */;
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
for(const key0 in data){
if(!((((((((key0 === "keywords") || (key0 === "filters")) || (key0 === "store")) || (key0 === "featured")) || (key0 === "categories")) || (key0 === "archived")) || (key0 === "discount")) || (key0 === "mainCategory"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.keywords !== undefined){
let data0 = data.keywords;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err1 = {instancePath:instancePath+"/keywords",schemaPath:"#/properties/keywords/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/keywords",schemaPath:"#/properties/keywords/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.filters !== undefined){
let data1 = data.filters;
if(Array.isArray(data1)){
if(data1.length > 30){
const err3 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate1(data1[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.store !== undefined){
let data3 = data.store;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.featured !== undefined){
if(typeof data.featured !== "boolean"){
const err8 = {instancePath:instancePath+"/featured",schemaPath:"#/properties/featured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.categories !== undefined){
let data5 = data.categories;
if(Array.isArray(data5)){
if(data5.length > 50){
const err9 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/categories/" + i1,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/categories/" + i1,schemaPath:"#/properties/categories/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/categories/" + i1,schemaPath:"#/properties/categories/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err13 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.archived !== undefined){
if(typeof data.archived !== "boolean"){
const err14 = {instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.discount !== undefined){
if(typeof data.discount !== "boolean"){
const err15 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.mainCategory !== undefined){
let data9 = data.mainCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/mainCategory",schemaPath:"#/properties/mainCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2147483647 || isNaN(data9)){
const err17 = {instancePath:instancePath+"/mainCategory",schemaPath:"#/properties/mainCategory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/mainCategory",schemaPath:"#/properties/mainCategory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

