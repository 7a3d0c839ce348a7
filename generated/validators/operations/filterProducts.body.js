// DO NOT EDIT: generated from schemas/openapi.yaml (filterProducts body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/product-filter.schema.json","$id":"https://schemas.vitrina.local/operations/filterProducts.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductFilterRequest","description":"Body of POST product web/filter (spec 7). Without keywords, filters, category, select, limit or page the list is empty (spec 5).","type":"object","properties":{"keywords":{"type":"string","maxLength":200},"filters":{"type":"array","maxItems":30,"items":{"$ref":"./product-filter-item.schema.json"}},"store":{"type":"integer","minimum":1,"maximum":2147483647},"featured":{"type":"boolean"},"categories":{"type":"array","maxItems":50,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"archived":{"type":"boolean","description":"Ignored: archived products are never listed (spec 9, archived=false)."},"discount":{"type":"boolean","description":"true: only products with a discount."},"mainCategory":{"type":"integer","minimum":1,"maximum":2147483647},"select":{"type":"array","maxItems":19,"items":{"type":"string","enum":["id","slug","name","title","type","format","sku","image","shortDescription","discount","basicPrice","retailPrice","finalPrice","membershipPrice","categoryPriority","isFeatured","mainCategory","currency","convertedPrices"]},"uniqueItems":true},"sort":{"$ref":"../entities/product-sort.schema.json"},"page":{"type":"integer","minimum":1,"maximum":100000},"limit":{"type":"integer","minimum":1,"maximum":100000,"description":"Page size; capped at 100 (1000 with allowUnlimited)."},"allowUnlimited":{"type":"boolean"},"currency":{"type":"integer","minimum":1,"maximum":2147483647},"layered":{"type":"boolean","description":"true: the response carries layeredFilters for the same filters (one round trip)."}},"required":[],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/product-filter.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductSort","description":"Sorts of spec 9: newest first (default, id descending), oldest first, cheapest and most expensive (finalPrice), name A-Z and Z-A, category priority low or high first.","type":"string","enum":["newest","oldest","priceAsc","priceDesc","nameAsc","nameDesc","priorityAsc","priorityDesc"],"$id":"https://schemas.vitrina.local/entities/product-sort.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductFilterItem","description":"One filter of the filter payload (spec 3): key is an attribute code, or price (a finalPrice range), id (a list of product ids) or tag (tag ids); value a list (option ids, numbers, or [min, max] with range), 'yes'/'no', or a single value (wrapped in a list, spec 5).","type":"object","properties":{"key":{"$ref":"../common/attribute-code.schema.json"},"value":{"anyOf":[{"type":"array","maxItems":200,"items":{"anyOf":[{"type":"number"},{"type":"string","maxLength":100},{"type":"null"}]}},{"type":"string","maxLength":100},{"type":"number"},{"type":"null"}]},"range":{"type":"boolean"}},"required":["key","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/product-filter-item.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeCode","description":"An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.","type":"string","minLength":1,"maxLength":50,"pattern":"^[a-z][A-Za-z0-9]*$","$id":"https://schemas.vitrina.local/common/attribute-code.schema.json"};
const pattern0 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/product-filter-item.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
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
if(func1(data0) > 50){
const err3 = {instancePath:instancePath+"/key",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
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
if(func1(data2) > 100){
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
if(func1(data1) > 100){
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
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/product-filter.schema.json" */;
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
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
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
if(func1(data0) > 200){
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
if(!(validate2(data1[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
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
if(data.select !== undefined){
let data10 = data.select;
if(Array.isArray(data10)){
if(data10.length > 19){
const err19 = {instancePath:instancePath+"/select",schemaPath:"#/properties/select/maxItems",keyword:"maxItems",params:{limit: 19},message:"must NOT have more than 19 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(typeof data11 !== "string"){
const err20 = {instancePath:instancePath+"/select/" + i2,schemaPath:"#/properties/select/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((((((((((((((((data11 === "id") || (data11 === "slug")) || (data11 === "name")) || (data11 === "title")) || (data11 === "type")) || (data11 === "format")) || (data11 === "sku")) || (data11 === "image")) || (data11 === "shortDescription")) || (data11 === "discount")) || (data11 === "basicPrice")) || (data11 === "retailPrice")) || (data11 === "finalPrice")) || (data11 === "membershipPrice")) || (data11 === "categoryPriority")) || (data11 === "isFeatured")) || (data11 === "mainCategory")) || (data11 === "currency")) || (data11 === "convertedPrices"))){
const err21 = {instancePath:instancePath+"/select/" + i2,schemaPath:"#/properties/select/items/enum",keyword:"enum",params:{allowedValues: schema1.properties.select.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let i3 = data10.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data10[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err22 = {instancePath:instancePath+"/select",schemaPath:"#/properties/select/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err23 = {instancePath:instancePath+"/select",schemaPath:"#/properties/select/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.sort !== undefined){
let data12 = data.sort;
if(typeof data12 !== "string"){
const err24 = {instancePath:instancePath+"/sort",schemaPath:"../entities/product-sort.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((((((((data12 === "newest") || (data12 === "oldest")) || (data12 === "priceAsc")) || (data12 === "priceDesc")) || (data12 === "nameAsc")) || (data12 === "nameDesc")) || (data12 === "priorityAsc")) || (data12 === "priorityDesc"))){
const err25 = {instancePath:instancePath+"/sort",schemaPath:"../entities/product-sort.schema.json/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.page !== undefined){
let data13 = data.page;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err26 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 100000 || isNaN(data13)){
const err27 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err28 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.limit !== undefined){
let data14 = data.limit;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err29 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 100000 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err31 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data.allowUnlimited !== undefined){
if(typeof data.allowUnlimited !== "boolean"){
const err32 = {instancePath:instancePath+"/allowUnlimited",schemaPath:"#/properties/allowUnlimited/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.currency !== undefined){
let data16 = data.currency;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err33 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 2147483647 || isNaN(data16)){
const err34 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err35 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.layered !== undefined){
if(typeof data.layered !== "boolean"){
const err36 = {instancePath:instancePath+"/layered",schemaPath:"#/properties/layered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/filterProducts.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

