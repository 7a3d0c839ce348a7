// DO NOT EDIT: generated from schemas/entities/product-prices.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductPrices","description":"The four prices of a product in one currency (spec 3), with two decimals.","type":"object","properties":{"currency":{"$ref":"./currency.schema.json"},"basicPrice":{"type":"number","minimum":0,"maximum":100000000},"retailPrice":{"type":"number","minimum":0,"maximum":100000000},"finalPrice":{"type":"number","minimum":0,"maximum":100000000},"membershipPrice":{"anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]}},"required":["currency","basicPrice","retailPrice","finalPrice","membershipPrice"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-prices.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Currency","description":"A currency (spec 3 currency settings): id, label and symbol.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":10,"minLength":1},"symbol":{"type":"string","maxLength":10,"minLength":1}},"required":["id","label","symbol"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/currency.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-prices.schema.json" */;
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
if(data.currency === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.basicPrice === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "basicPrice"},message:"must have required property '"+"basicPrice"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.retailPrice === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "retailPrice"},message:"must have required property '"+"retailPrice"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.finalPrice === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.membershipPrice === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "membershipPrice"},message:"must have required property '"+"membershipPrice"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "currency") || (key0 === "basicPrice")) || (key0 === "retailPrice")) || (key0 === "finalPrice")) || (key0 === "membershipPrice"))){
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
if(data.currency !== undefined){
let data0 = data.currency;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err6 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.label === undefined){
const err7 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.symbol === undefined){
const err8 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "symbol"))){
const err9 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data0.label !== undefined){
let data2 = data0.label;
if(typeof data2 === "string"){
if(func0(data2) > 10){
const err13 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data2) < 1){
const err14 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err15 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.symbol !== undefined){
let data3 = data0.symbol;
if(typeof data3 === "string"){
if(func0(data3) > 10){
const err16 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data3) < 1){
const err17 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err19 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.basicPrice !== undefined){
let data4 = data.basicPrice;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.retailPrice !== undefined){
let data5 = data.retailPrice;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000000 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.finalPrice !== undefined){
let data6 = data.finalPrice;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100000000 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.membershipPrice !== undefined){
let data7 = data.membershipPrice;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100000000 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs22 = errors;
if(data7 !== null){
const err32 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err33 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
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

