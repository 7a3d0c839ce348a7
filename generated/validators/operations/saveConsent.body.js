// DO NOT EDIT: generated from schemas/openapi.yaml (saveConsent body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/consent-save.schema.json","$id":"https://schemas.vitrina.local/operations/saveConsent.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConsentSaveRequest","description":"A consent as the back office creates or changes it (spec 3 consent: uniqueNumber, displayName; decision 047). Without id a new consent (uniqueNumber required, unique per site: 409 otherwise); with id a change of that consent's text or archive flag: a changed text is a new version, an unchanged one changes nothing. The uniqueNumber of a consent never changes (the log names it).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"uniqueNumber":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9][A-Za-z0-9_.-]*$"},"displayName":{"$ref":"../common/consent-text.schema.json"},"isArchived":{"type":"boolean"}},"required":["displayName"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/consent-save.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConsentText","description":"A consent's text (spec 3 displayName) per language as the back office writes it (decision 047): Croatian required, English and German optional; the site shows Croatian where a language has none.","type":"object","properties":{"hrv":{"type":"string","minLength":1,"maxLength":2000,"pattern":"\\S"},"eng":{"type":"string","maxLength":2000},"deu":{"type":"string","maxLength":2000}},"required":["hrv"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/common/consent-text.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.-]*$", "u");
const pattern1 = new RegExp("\\S", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/consent-save.schema.json" */;
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
if(data.displayName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "uniqueNumber")) || (key0 === "displayName")) || (key0 === "isArchived"))){
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
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.uniqueNumber !== undefined){
let data1 = data.uniqueNumber;
if(typeof data1 === "string"){
if(func0(data1) > 50){
const err5 = {instancePath:instancePath+"/uniqueNumber",schemaPath:"#/properties/uniqueNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/uniqueNumber",schemaPath:"#/properties/uniqueNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/uniqueNumber",schemaPath:"#/properties/uniqueNumber/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9_.-]*$"+"\""};
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
const err8 = {instancePath:instancePath+"/uniqueNumber",schemaPath:"#/properties/uniqueNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.displayName !== undefined){
let data2 = data.displayName;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.hrv === undefined){
const err9 = {instancePath:instancePath+"/displayName",schemaPath:"../common/consent-text.schema.json/required",keyword:"required",params:{missingProperty: "hrv"},message:"must have required property '"+"hrv"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "hrv") || (key1 === "eng")) || (key1 === "deu"))){
const err10 = {instancePath:instancePath+"/displayName",schemaPath:"../common/consent-text.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.hrv !== undefined){
let data3 = data2.hrv;
if(typeof data3 === "string"){
if(func0(data3) > 2000){
const err11 = {instancePath:instancePath+"/displayName/hrv",schemaPath:"../common/consent-text.schema.json/properties/hrv/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data3) < 1){
const err12 = {instancePath:instancePath+"/displayName/hrv",schemaPath:"../common/consent-text.schema.json/properties/hrv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/displayName/hrv",schemaPath:"../common/consent-text.schema.json/properties/hrv/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err14 = {instancePath:instancePath+"/displayName/hrv",schemaPath:"../common/consent-text.schema.json/properties/hrv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.eng !== undefined){
let data4 = data2.eng;
if(typeof data4 === "string"){
if(func0(data4) > 2000){
const err15 = {instancePath:instancePath+"/displayName/eng",schemaPath:"../common/consent-text.schema.json/properties/eng/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/displayName/eng",schemaPath:"../common/consent-text.schema.json/properties/eng/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.deu !== undefined){
let data5 = data2.deu;
if(typeof data5 === "string"){
if(func0(data5) > 2000){
const err17 = {instancePath:instancePath+"/displayName/deu",schemaPath:"../common/consent-text.schema.json/properties/deu/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err18 = {instancePath:instancePath+"/displayName/deu",schemaPath:"../common/consent-text.schema.json/properties/deu/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/displayName",schemaPath:"../common/consent-text.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.isArchived !== undefined){
if(typeof data.isArchived !== "boolean"){
const err20 = {instancePath:instancePath+"/isArchived",schemaPath:"#/properties/isArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/saveConsent.body.json" */;
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

