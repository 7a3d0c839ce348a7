// DO NOT EDIT: generated from schemas/openapi.yaml (getFormCaptcha response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/form-captcha.schema.json"}},"$id":"https://schemas.vitrina.local/operations/getFormCaptcha.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormCaptcha","description":"What the site's forms are protected with (issue 21): a fresh signed ALTCHA challenge (valid ten minutes, solved in the browser), or reCAPTCHA v2 invisible with the site's key when the site has one and the server its secret.","type":"object","properties":{"kind":{"type":"string","enum":["altcha","recaptcha"]},"challenge":{"title":"AltchaChallenge","type":"object","properties":{"parameters":{"type":"object","maxProperties":20,"additionalProperties":{"anyOf":[{"type":"string","maxLength":500},{"type":"number"},{"type":"object","maxProperties":20}]}},"signature":{"type":"string","maxLength":200}},"required":["parameters"],"additionalProperties":false},"siteKey":{"type":"string","maxLength":100},"version":{"type":"integer","enum":[2]}},"required":["kind"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/form-captcha.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getFormCaptcha.response.json" */;
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
if(data0.kind === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "kind") || (key1 === "challenge")) || (key1 === "siteKey")) || (key1 === "version"))){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.kind !== undefined){
let data1 = data0.kind;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/data/kind",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "altcha") || (data1 === "recaptcha"))){
const err5 = {instancePath:instancePath+"/data/kind",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/kind/enum",keyword:"enum",params:{allowedValues: schema1.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.challenge !== undefined){
let data2 = data0.challenge;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.parameters === undefined){
const err6 = {instancePath:instancePath+"/data/challenge",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/required",keyword:"required",params:{missingProperty: "parameters"},message:"must have required property '"+"parameters"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data2){
if(!((key2 === "parameters") || (key2 === "signature"))){
const err7 = {instancePath:instancePath+"/data/challenge",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.parameters !== undefined){
let data3 = data2.parameters;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 20){
const err8 = {instancePath:instancePath+"/data/challenge/parameters",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key3 in data3){
let data4 = data3[key3];
const _errs15 = errors;
let valid5 = false;
const _errs16 = errors;
if(typeof data4 === "string"){
if(func0(data4) > 500){
const err9 = {instancePath:instancePath+"/data/challenge/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err10 = {instancePath:instancePath+"/data/challenge/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid5 = valid5 || _valid0;
const _errs18 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/data/challenge/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid5 = valid5 || _valid0;
const _errs20 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 20){
const err12 = {instancePath:instancePath+"/data/challenge/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/additionalProperties/anyOf/2/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/data/challenge/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err14 = {instancePath:instancePath+"/data/challenge/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/data/challenge/parameters",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.signature !== undefined){
let data5 = data2.signature;
if(typeof data5 === "string"){
if(func0(data5) > 200){
const err16 = {instancePath:instancePath+"/data/challenge/signature",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/signature/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/data/challenge/signature",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data/challenge",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/challenge/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.siteKey !== undefined){
let data6 = data0.siteKey;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err19 = {instancePath:instancePath+"/data/siteKey",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/siteKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err20 = {instancePath:instancePath+"/data/siteKey",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/siteKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.version !== undefined){
let data7 = data0.version;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/data/version",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(data7 === 2)){
const err22 = {instancePath:instancePath+"/data/version",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/properties/version/enum",keyword:"enum",params:{allowedValues: schema1.properties.version.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/form-captcha.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

