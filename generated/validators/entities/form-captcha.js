// DO NOT EDIT: generated from schemas/entities/form-captcha.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormCaptcha","description":"What the site's forms are protected with (issue 21): a fresh signed ALTCHA challenge (valid ten minutes, solved in the browser), or reCAPTCHA v2 invisible with the site's key when the site has one and the server its secret.","type":"object","properties":{"kind":{"type":"string","enum":["altcha","recaptcha"]},"challenge":{"title":"AltchaChallenge","type":"object","properties":{"parameters":{"type":"object","maxProperties":20,"additionalProperties":{"anyOf":[{"type":"string","maxLength":500},{"type":"number"},{"type":"object","maxProperties":20}]}},"signature":{"type":"string","maxLength":200}},"required":["parameters"],"additionalProperties":false},"siteKey":{"type":"string","maxLength":100},"version":{"type":"integer","enum":[2]}},"required":["kind"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/form-captcha.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/form-captcha.schema.json" */;
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
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "kind") || (key0 === "challenge")) || (key0 === "siteKey")) || (key0 === "version"))){
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
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "altcha") || (data0 === "recaptcha"))){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema0.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.challenge !== undefined){
let data1 = data.challenge;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.parameters === undefined){
const err4 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/required",keyword:"required",params:{missingProperty: "parameters"},message:"must have required property '"+"parameters"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "parameters") || (key1 === "signature"))){
const err5 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.parameters !== undefined){
let data2 = data1.parameters;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 20){
const err6 = {instancePath:instancePath+"/challenge/parameters",schemaPath:"#/properties/challenge/properties/parameters/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data2){
let data3 = data2[key2];
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
if(typeof data3 === "string"){
if(func0(data3) > 500){
const err7 = {instancePath:instancePath+"/challenge/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/challenge/properties/parameters/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err8 = {instancePath:instancePath+"/challenge/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/challenge/properties/parameters/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
const _errs14 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/challenge/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/challenge/properties/parameters/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 20){
const err10 = {instancePath:instancePath+"/challenge/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/challenge/properties/parameters/additionalProperties/anyOf/2/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
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
const err11 = {instancePath:instancePath+"/challenge/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/challenge/properties/parameters/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err12 = {instancePath:instancePath+"/challenge/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/challenge/properties/parameters/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
}
else {
const err13 = {instancePath:instancePath+"/challenge/parameters",schemaPath:"#/properties/challenge/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.signature !== undefined){
let data4 = data1.signature;
if(typeof data4 === "string"){
if(func0(data4) > 200){
const err14 = {instancePath:instancePath+"/challenge/signature",schemaPath:"#/properties/challenge/properties/signature/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err15 = {instancePath:instancePath+"/challenge/signature",schemaPath:"#/properties/challenge/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.siteKey !== undefined){
let data5 = data.siteKey;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err17 = {instancePath:instancePath+"/siteKey",schemaPath:"#/properties/siteKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err18 = {instancePath:instancePath+"/siteKey",schemaPath:"#/properties/siteKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.version !== undefined){
let data6 = data.version;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(data6 === 2)){
const err20 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema0.properties.version.enum},message:"must be equal to one of the allowed values"};
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
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

