// DO NOT EDIT: generated from schemas/entities/bank-transfer-details.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BankTransferDetails","description":"Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.","type":"object","properties":{"payee":{"type":"string","maxLength":30,"minLength":1},"payeeStreet":{"type":"string","maxLength":27,"minLength":1},"payeeCity":{"type":"string","maxLength":27,"minLength":1},"iban":{"type":"string","pattern":"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$","minLength":15,"maxLength":34},"model":{"type":"string","pattern":"^HR[0-9]{2}$","minLength":4,"maxLength":4},"reference":{"type":"string","pattern":"^[0-9-]{1,22}$","minLength":1,"maxLength":22},"purposeCode":{"type":"string","pattern":"^[A-Z]{4}$","minLength":4,"maxLength":4},"description":{"type":"string","maxLength":35}},"required":["payee","payeeStreet","payeeCity","iban","model"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/bank-transfer-details.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "u");
const pattern1 = new RegExp("^HR[0-9]{2}$", "u");
const pattern2 = new RegExp("^[0-9-]{1,22}$", "u");
const pattern3 = new RegExp("^[A-Z]{4}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/bank-transfer-details.schema.json" */;
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
if(data.payee === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payee"},message:"must have required property '"+"payee"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payeeStreet === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payeeStreet"},message:"must have required property '"+"payeeStreet"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.payeeCity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payeeCity"},message:"must have required property '"+"payeeCity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.iban === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.model === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "payee") || (key0 === "payeeStreet")) || (key0 === "payeeCity")) || (key0 === "iban")) || (key0 === "model")) || (key0 === "reference")) || (key0 === "purposeCode")) || (key0 === "description"))){
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
if(data.payee !== undefined){
let data0 = data.payee;
if(typeof data0 === "string"){
if(func0(data0) > 30){
const err6 = {instancePath:instancePath+"/payee",schemaPath:"#/properties/payee/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data0) < 1){
const err7 = {instancePath:instancePath+"/payee",schemaPath:"#/properties/payee/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/payee",schemaPath:"#/properties/payee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.payeeStreet !== undefined){
let data1 = data.payeeStreet;
if(typeof data1 === "string"){
if(func0(data1) > 27){
const err9 = {instancePath:instancePath+"/payeeStreet",schemaPath:"#/properties/payeeStreet/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 1){
const err10 = {instancePath:instancePath+"/payeeStreet",schemaPath:"#/properties/payeeStreet/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/payeeStreet",schemaPath:"#/properties/payeeStreet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.payeeCity !== undefined){
let data2 = data.payeeCity;
if(typeof data2 === "string"){
if(func0(data2) > 27){
const err12 = {instancePath:instancePath+"/payeeCity",schemaPath:"#/properties/payeeCity/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data2) < 1){
const err13 = {instancePath:instancePath+"/payeeCity",schemaPath:"#/properties/payeeCity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/payeeCity",schemaPath:"#/properties/payeeCity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.iban !== undefined){
let data3 = data.iban;
if(typeof data3 === "string"){
if(func0(data3) > 34){
const err15 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/maxLength",keyword:"maxLength",params:{limit: 34},message:"must NOT have more than 34 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data3) < 15){
const err16 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/minLength",keyword:"minLength",params:{limit: 15},message:"must NOT have fewer than 15 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern0.test(data3)){
const err17 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"},message:"must match pattern \""+"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"+"\""};
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
const err18 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.model !== undefined){
let data4 = data.model;
if(typeof data4 === "string"){
if(func0(data4) > 4){
const err19 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func0(data4) < 4){
const err20 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern1.test(data4)){
const err21 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/pattern",keyword:"pattern",params:{pattern: "^HR[0-9]{2}$"},message:"must match pattern \""+"^HR[0-9]{2}$"+"\""};
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
const err22 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.reference !== undefined){
let data5 = data.reference;
if(typeof data5 === "string"){
if(func0(data5) > 22){
const err23 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/maxLength",keyword:"maxLength",params:{limit: 22},message:"must NOT have more than 22 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func0(data5) < 1){
const err24 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern2.test(data5)){
const err25 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/pattern",keyword:"pattern",params:{pattern: "^[0-9-]{1,22}$"},message:"must match pattern \""+"^[0-9-]{1,22}$"+"\""};
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
const err26 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.purposeCode !== undefined){
let data6 = data.purposeCode;
if(typeof data6 === "string"){
if(func0(data6) > 4){
const err27 = {instancePath:instancePath+"/purposeCode",schemaPath:"#/properties/purposeCode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func0(data6) < 4){
const err28 = {instancePath:instancePath+"/purposeCode",schemaPath:"#/properties/purposeCode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern3.test(data6)){
const err29 = {instancePath:instancePath+"/purposeCode",schemaPath:"#/properties/purposeCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{4}$"},message:"must match pattern \""+"^[A-Z]{4}$"+"\""};
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
const err30 = {instancePath:instancePath+"/purposeCode",schemaPath:"#/properties/purposeCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.description !== undefined){
let data7 = data.description;
if(typeof data7 === "string"){
if(func0(data7) > 35){
const err31 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
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
const err32 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

