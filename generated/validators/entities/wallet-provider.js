// DO NOT EDIT: generated from schemas/entities/wallet-provider.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WalletProvider","description":"spec 3 wallet provider: what the payment step needs to draw the card wallet's buttons for an order (decision 045). orderId is the provider's order (or subscription) the shop created for it; total is the amount in the provider's notation (\"17.00\"); scriptUrl is the provider's buttons script; a subscription names its plan_id and quantity.","type":"object","properties":{"isSubscription":{"type":"boolean"},"plan_id":{"oneOf":[{"type":"null"},{"type":"string","minLength":1,"maxLength":100}]},"quantity":{"oneOf":[{"type":"null"},{"type":"integer","minimum":1,"maximum":1000}]},"orderId":{"type":"string","minLength":1,"maxLength":100},"total":{"type":"string","pattern":"^[0-9]{1,9}\\.[0-9]{2}$","maxLength":12},"scriptUrl":{"type":"string","minLength":1,"maxLength":2000}},"required":["isSubscription","plan_id","quantity","orderId","total","scriptUrl"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/wallet-provider.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9]{1,9}\\.[0-9]{2}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/wallet-provider.schema.json" */;
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
if(data.isSubscription === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isSubscription"},message:"must have required property '"+"isSubscription"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.plan_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan_id"},message:"must have required property '"+"plan_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.quantity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.orderId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderId"},message:"must have required property '"+"orderId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.total === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.scriptUrl === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scriptUrl"},message:"must have required property '"+"scriptUrl"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "isSubscription") || (key0 === "plan_id")) || (key0 === "quantity")) || (key0 === "orderId")) || (key0 === "total")) || (key0 === "scriptUrl"))){
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
if(data.isSubscription !== undefined){
if(typeof data.isSubscription !== "boolean"){
const err7 = {instancePath:instancePath+"/isSubscription",schemaPath:"#/properties/isSubscription/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.plan_id !== undefined){
let data1 = data.plan_id;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/plan_id",schemaPath:"#/properties/plan_id/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err9 = {instancePath:instancePath+"/plan_id",schemaPath:"#/properties/plan_id/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 1){
const err10 = {instancePath:instancePath+"/plan_id",schemaPath:"#/properties/plan_id/oneOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/plan_id",schemaPath:"#/properties/plan_id/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err12 = {instancePath:instancePath+"/plan_id",schemaPath:"#/properties/plan_id/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
if(data.quantity !== undefined){
let data2 = data.quantity;
const _errs11 = errors;
let valid2 = false;
let passing1 = null;
const _errs12 = errors;
if(data2 !== null){
const err13 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs14 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err17 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.orderId !== undefined){
let data3 = data.orderId;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err18 = {instancePath:instancePath+"/orderId",schemaPath:"#/properties/orderId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func0(data3) < 1){
const err19 = {instancePath:instancePath+"/orderId",schemaPath:"#/properties/orderId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err20 = {instancePath:instancePath+"/orderId",schemaPath:"#/properties/orderId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.total !== undefined){
let data4 = data.total;
if(typeof data4 === "string"){
if(func0(data4) > 12){
const err21 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern0.test(data4)){
const err22 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{1,9}\\.[0-9]{2}$"+"\""};
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
const err23 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.scriptUrl !== undefined){
let data5 = data.scriptUrl;
if(typeof data5 === "string"){
if(func0(data5) > 2000){
const err24 = {instancePath:instancePath+"/scriptUrl",schemaPath:"#/properties/scriptUrl/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func0(data5) < 1){
const err25 = {instancePath:instancePath+"/scriptUrl",schemaPath:"#/properties/scriptUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err26 = {instancePath:instancePath+"/scriptUrl",schemaPath:"#/properties/scriptUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
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

