// DO NOT EDIT: generated from schemas/openapi.yaml (headers apikey-site-store-language-accesstoken-refreshtoken) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","properties":{"apikey":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[A-Za-z0-9._~-]+$"},"site":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"store":{"type":"string","minLength":1,"maxLength":10,"pattern":"^[0-9]+$"},"language":{"$ref":"https://schemas.vitrina.local/common/language-code.schema.json"},"accesstoken":{"type":"string","minLength":1,"maxLength":4096,"pattern":"^[A-Za-z0-9._~+/=-]+$"},"refreshtoken":{"type":"string","minLength":1,"maxLength":4096,"pattern":"^[A-Za-z0-9._~+/=-]+$"}},"required":[],"additionalProperties":true,"$id":"https://schemas.vitrina.local/operations/headers.apikey-site-store-language-accesstoken-refreshtoken.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9._~-]+$", "u");
const pattern1 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern2 = new RegExp("^[0-9]+$", "u");
const pattern3 = new RegExp("^[a-z]{3}$", "u");
const pattern4 = new RegExp("^[A-Za-z0-9._~+/=-]+$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/headers.apikey-site-store-language-accesstoken-refreshtoken.json" */;
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
if(data.apikey !== undefined){
let data0 = data.apikey;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err0 = {instancePath:instancePath+"/apikey",schemaPath:"#/properties/apikey/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/apikey",schemaPath:"#/properties/apikey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/apikey",schemaPath:"#/properties/apikey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._~-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._~-]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/apikey",schemaPath:"#/properties/apikey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.site !== undefined){
let data1 = data.site;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err4 = {instancePath:instancePath+"/site",schemaPath:"#/properties/site/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data1) < 1){
const err5 = {instancePath:instancePath+"/site",schemaPath:"#/properties/site/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/site",schemaPath:"#/properties/site/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/site",schemaPath:"#/properties/site/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.store !== undefined){
let data2 = data.store;
if(typeof data2 === "string"){
if(func0(data2) > 10){
const err8 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data2) < 1){
const err9 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data2)){
const err10 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
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
const err11 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 === "string"){
if(func0(data3) > 3){
const err12 = {instancePath:instancePath+"/language",schemaPath:"https://schemas.vitrina.local/common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data3) < 3){
const err13 = {instancePath:instancePath+"/language",schemaPath:"https://schemas.vitrina.local/common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern3.test(data3)){
const err14 = {instancePath:instancePath+"/language",schemaPath:"https://schemas.vitrina.local/common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
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
const err15 = {instancePath:instancePath+"/language",schemaPath:"https://schemas.vitrina.local/common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.accesstoken !== undefined){
let data4 = data.accesstoken;
if(typeof data4 === "string"){
if(func0(data4) > 4096){
const err16 = {instancePath:instancePath+"/accesstoken",schemaPath:"#/properties/accesstoken/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data4) < 1){
const err17 = {instancePath:instancePath+"/accesstoken",schemaPath:"#/properties/accesstoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data4)){
const err18 = {instancePath:instancePath+"/accesstoken",schemaPath:"#/properties/accesstoken/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._~+/=-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._~+/=-]+$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/accesstoken",schemaPath:"#/properties/accesstoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.refreshtoken !== undefined){
let data5 = data.refreshtoken;
if(typeof data5 === "string"){
if(func0(data5) > 4096){
const err20 = {instancePath:instancePath+"/refreshtoken",schemaPath:"#/properties/refreshtoken/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func0(data5) < 1){
const err21 = {instancePath:instancePath+"/refreshtoken",schemaPath:"#/properties/refreshtoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern4.test(data5)){
const err22 = {instancePath:instancePath+"/refreshtoken",schemaPath:"#/properties/refreshtoken/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._~+/=-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._~+/=-]+$"+"\""};
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
const err23 = {instancePath:instancePath+"/refreshtoken",schemaPath:"#/properties/refreshtoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

