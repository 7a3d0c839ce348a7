// DO NOT EDIT: generated from schemas/entities/order-create-result.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderCreateResult","description":"spec 3 order create result: html (empty when the order is done at once; a self-submitting form for a hosted payment form; null when the card wallet's buttons pay it, with walletProvider) and orderSlug, the order's number.","type":"object","properties":{"html":{"oneOf":[{"type":"null"},{"type":"string","maxLength":100000}]},"orderSlug":{"type":"string","pattern":"^[0-9]{4}-[0-9]{6}$","minLength":11,"maxLength":20},"walletProvider":{"$ref":"./wallet-provider.schema.json"}},"required":["html","orderSlug"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/order-create-result.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WalletProvider","description":"spec 3 wallet provider: what the payment step needs to draw the card wallet's buttons for an order (decision 045). orderId is the provider's order (or subscription) the shop created for it; total is the amount in the provider's notation (\"17.00\"); scriptUrl is the provider's buttons script; a subscription names its plan_id and quantity.","type":"object","properties":{"isSubscription":{"type":"boolean"},"plan_id":{"oneOf":[{"type":"null"},{"type":"string","minLength":1,"maxLength":100}]},"quantity":{"oneOf":[{"type":"null"},{"type":"integer","minimum":1,"maximum":1000}]},"orderId":{"type":"string","minLength":1,"maxLength":100},"total":{"type":"string","pattern":"^[0-9]{1,9}\\.[0-9]{2}$","maxLength":12},"scriptUrl":{"type":"string","minLength":1,"maxLength":2000}},"required":["isSubscription","plan_id","quantity","orderId","total","scriptUrl"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/wallet-provider.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9]{4}-[0-9]{6}$", "u");
const pattern1 = new RegExp("^[0-9]{1,9}\\.[0-9]{2}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/order-create-result.schema.json" */;
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
if(data.html === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "html"},message:"must have required property '"+"html"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.orderSlug === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderSlug"},message:"must have required property '"+"orderSlug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "html") || (key0 === "orderSlug")) || (key0 === "walletProvider"))){
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
if(data.html !== undefined){
let data0 = data.html;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(typeof data0 === "string"){
if(func0(data0) > 100000){
const err4 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
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
const err6 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.orderSlug !== undefined){
let data1 = data.orderSlug;
if(typeof data1 === "string"){
if(func0(data1) > 20){
const err7 = {instancePath:instancePath+"/orderSlug",schemaPath:"#/properties/orderSlug/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 11){
const err8 = {instancePath:instancePath+"/orderSlug",schemaPath:"#/properties/orderSlug/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/orderSlug",schemaPath:"#/properties/orderSlug/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{6}$"+"\""};
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
const err10 = {instancePath:instancePath+"/orderSlug",schemaPath:"#/properties/orderSlug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.walletProvider !== undefined){
let data2 = data.walletProvider;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.isSubscription === undefined){
const err11 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/required",keyword:"required",params:{missingProperty: "isSubscription"},message:"must have required property '"+"isSubscription"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.plan_id === undefined){
const err12 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/required",keyword:"required",params:{missingProperty: "plan_id"},message:"must have required property '"+"plan_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.quantity === undefined){
const err13 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.orderId === undefined){
const err14 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/required",keyword:"required",params:{missingProperty: "orderId"},message:"must have required property '"+"orderId"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.total === undefined){
const err15 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.scriptUrl === undefined){
const err16 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/required",keyword:"required",params:{missingProperty: "scriptUrl"},message:"must have required property '"+"scriptUrl"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "isSubscription") || (key1 === "plan_id")) || (key1 === "quantity")) || (key1 === "orderId")) || (key1 === "total")) || (key1 === "scriptUrl"))){
const err17 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.isSubscription !== undefined){
if(typeof data2.isSubscription !== "boolean"){
const err18 = {instancePath:instancePath+"/walletProvider/isSubscription",schemaPath:"./wallet-provider.schema.json/properties/isSubscription/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.plan_id !== undefined){
let data4 = data2.plan_id;
const _errs17 = errors;
let valid4 = false;
let passing1 = null;
const _errs18 = errors;
if(data4 !== null){
const err19 = {instancePath:instancePath+"/walletProvider/plan_id",schemaPath:"./wallet-provider.schema.json/properties/plan_id/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs20 = errors;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err20 = {instancePath:instancePath+"/walletProvider/plan_id",schemaPath:"./wallet-provider.schema.json/properties/plan_id/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func0(data4) < 1){
const err21 = {instancePath:instancePath+"/walletProvider/plan_id",schemaPath:"./wallet-provider.schema.json/properties/plan_id/oneOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/walletProvider/plan_id",schemaPath:"./wallet-provider.schema.json/properties/plan_id/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err23 = {instancePath:instancePath+"/walletProvider/plan_id",schemaPath:"./wallet-provider.schema.json/properties/plan_id/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data2.quantity !== undefined){
let data5 = data2.quantity;
const _errs23 = errors;
let valid5 = false;
let passing2 = null;
const _errs24 = errors;
if(data5 !== null){
const err24 = {instancePath:instancePath+"/walletProvider/quantity",schemaPath:"./wallet-provider.schema.json/properties/quantity/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs24 === errors;
if(_valid2){
valid5 = true;
passing2 = 0;
}
const _errs26 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err25 = {instancePath:instancePath+"/walletProvider/quantity",schemaPath:"./wallet-provider.schema.json/properties/quantity/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/walletProvider/quantity",schemaPath:"./wallet-provider.schema.json/properties/quantity/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/walletProvider/quantity",schemaPath:"./wallet-provider.schema.json/properties/quantity/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid2 = _errs26 === errors;
if(_valid2 && valid5){
valid5 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid5 = true;
passing2 = 1;
}
}
if(!valid5){
const err28 = {instancePath:instancePath+"/walletProvider/quantity",schemaPath:"./wallet-provider.schema.json/properties/quantity/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data2.orderId !== undefined){
let data6 = data2.orderId;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err29 = {instancePath:instancePath+"/walletProvider/orderId",schemaPath:"./wallet-provider.schema.json/properties/orderId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func0(data6) < 1){
const err30 = {instancePath:instancePath+"/walletProvider/orderId",schemaPath:"./wallet-provider.schema.json/properties/orderId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err31 = {instancePath:instancePath+"/walletProvider/orderId",schemaPath:"./wallet-provider.schema.json/properties/orderId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.total !== undefined){
let data7 = data2.total;
if(typeof data7 === "string"){
if(func0(data7) > 12){
const err32 = {instancePath:instancePath+"/walletProvider/total",schemaPath:"./wallet-provider.schema.json/properties/total/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern1.test(data7)){
const err33 = {instancePath:instancePath+"/walletProvider/total",schemaPath:"./wallet-provider.schema.json/properties/total/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{1,9}\\.[0-9]{2}$"+"\""};
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
const err34 = {instancePath:instancePath+"/walletProvider/total",schemaPath:"./wallet-provider.schema.json/properties/total/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data2.scriptUrl !== undefined){
let data8 = data2.scriptUrl;
if(typeof data8 === "string"){
if(func0(data8) > 2000){
const err35 = {instancePath:instancePath+"/walletProvider/scriptUrl",schemaPath:"./wallet-provider.schema.json/properties/scriptUrl/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func0(data8) < 1){
const err36 = {instancePath:instancePath+"/walletProvider/scriptUrl",schemaPath:"./wallet-provider.schema.json/properties/scriptUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err37 = {instancePath:instancePath+"/walletProvider/scriptUrl",schemaPath:"./wallet-provider.schema.json/properties/scriptUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/walletProvider",schemaPath:"./wallet-provider.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

