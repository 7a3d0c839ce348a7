// DO NOT EDIT: generated from schemas/openapi.yaml (payOrderNow response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/order-create-result.schema.json"}},"$id":"https://schemas.vitrina.local/operations/payOrderNow.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderCreateResult","description":"spec 3 order create result: html (empty when the order is done at once; a self-submitting form for a hosted payment form) and orderSlug, the order's number.","type":"object","properties":{"html":{"type":"string","maxLength":100000},"orderSlug":{"type":"string","pattern":"^[0-9]{4}-[0-9]{6}$","minLength":11,"maxLength":20}},"required":["html","orderSlug"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/order-create-result.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9]{4}-[0-9]{6}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/payOrderNow.response.json" */;
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
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.html === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/required",keyword:"required",params:{missingProperty: "html"},message:"must have required property '"+"html"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.orderSlug === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/required",keyword:"required",params:{missingProperty: "orderSlug"},message:"must have required property '"+"orderSlug"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "html") || (key1 === "orderSlug"))){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.html !== undefined){
let data1 = data0.html;
if(typeof data1 === "string"){
if(func0(data1) > 100000){
const err5 = {instancePath:instancePath+"/data/html",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/properties/html/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err6 = {instancePath:instancePath+"/data/html",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.orderSlug !== undefined){
let data2 = data0.orderSlug;
if(typeof data2 === "string"){
if(func0(data2) > 20){
const err7 = {instancePath:instancePath+"/data/orderSlug",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/properties/orderSlug/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 11){
const err8 = {instancePath:instancePath+"/data/orderSlug",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/properties/orderSlug/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data2)){
const err9 = {instancePath:instancePath+"/data/orderSlug",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/properties/orderSlug/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{6}$"+"\""};
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
const err10 = {instancePath:instancePath+"/data/orderSlug",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/properties/orderSlug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/order-create-result.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

